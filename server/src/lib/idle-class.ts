// Linux's idle scheduling class (SCHED_IDLE): a process in it runs only on a core that nothing else wants, and a
// waking thread of any other process takes the core back at once. Node cannot set a scheduling policy, so the
// process is started through util-linux's chrt, which sets the class and then runs the command: every thread the
// command starts inherits it. Where there is no chrt (another system, a stripped image) the command runs as it is.
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

let chrtPath: string | null | undefined;

/** chrt's path in one of PATH's folders (never the working folder), looked up once, on the first call. */
function findChrt(): string | null {
  if (chrtPath !== undefined) return chrtPath;
  chrtPath = null;
  if (process.platform !== 'linux') return chrtPath;
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (!isAbsolute(folder)) continue;
    try {
      accessSync(join(folder, 'chrt'), constants.X_OK);
      chrtPath = join(folder, 'chrt');
      break;
    } catch {
      // not in this folder
    }
  }
  return chrtPath;
}

/** The command and arguments that run `command` in the idle class where that is possible. */
export function inIdleClass(command: string, args: readonly string[]): [string, string[]] {
  const chrt = findChrt();
  return chrt ? [chrt, ['--idle', '0', command, ...args]] : [command, [...args]];
}
