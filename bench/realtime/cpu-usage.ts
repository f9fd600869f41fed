// CPU time from /proc (Linux): of one process, and of the whole machine (every process, the database and
// other work included).
import { readFileSync } from 'node:fs';

// Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every common platform.
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time a process has used so far, in seconds (0 once it has gone). */
export function processCpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) may contain spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

interface CpuTimes {
  busy: number;
  total: number;
}

function readMachineCpu(): CpuTimes {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are the idle time.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** Starts a measurement; the returned function gives the machine's busy share since then (0–1). */
export function startMachineCpu(): () => number {
  const start = readMachineCpu();
  return () => {
    const end = readMachineCpu();
    const total = end.total - start.total;
    return total > 0 ? (end.busy - start.busy) / total : 0;
  };
}
