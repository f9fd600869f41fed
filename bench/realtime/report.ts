// The printed tables and the verdict against issue 9's targets.
import type { ChatDeliveryResult } from './chat-delivery.ts';
import type { IdleSocketsResult } from './idle-sockets.ts';
import type { ReadLatencyResult } from './read-latency.ts';

export interface RealtimeBenchReport {
  at: string;
  machine: string;
  database: string;
  idle?: IdleSocketsResult;
  delivery: ChatDeliveryResult[];
  reads: ReadLatencyResult[];
}

export const TARGETS = { idleSockets: 10_000, deliveryRate: 500, deliveryP99Ms: 50, readP99Ms: 20 };

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const share = (value: number) => `${(value * 100).toFixed(0)}%`;
const thousands = (value: number) => value.toLocaleString('en-IN');

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function printReport(report: RealtimeBenchReport): void {
  console.log(`\nRealtime benchmark · ${report.at} · ${report.machine} · ${report.database}`);
  console.log('The load generator (this process) shares the same cores with the server(s) and PostgreSQL.\n');
  const { idle } = report;
  if (idle) {
    console.log(`A. Idle signed-in sockets on one process (target ${thousands(TARGETS.idleSockets)})`);
    table(
      ['', 'asked', 'opened', 'held', 'dropped', 'pings seen', 'open s', 'held s', 'server RSS before', 'with sockets', 'per socket', 'generator RSS'],
      [
        [
          'idle sockets',
          thousands(idle.requested),
          thousands(idle.opened),
          thousands(idle.held),
          String(idle.dropped),
          `≥ ${idle.fewestPings}`,
          idle.openSeconds.toFixed(1),
          idle.heldSeconds.toFixed(0),
          mib(idle.serverRssBeforeBytes),
          mib(idle.serverRssHeldBytes),
          `${((idle.serverRssHeldBytes - idle.serverRssBeforeBytes) / Math.max(1, idle.held) / 1024).toFixed(1)} KiB`,
          mib(idle.generatorRssBytes),
        ],
      ],
    );
    if (Object.keys(idle.failures).length > 0) console.log(`  failed to open: ${JSON.stringify(idle.failures)}`);
    if (Object.keys(idle.retried).length > 0) console.log(`  opened on a retry, after: ${JSON.stringify(idle.retried)}`);
    console.log('');
  }
  if (report.delivery.length > 0) {
    console.log(`B/D. Message delivery, POST → message.created at the other participant (target p99 ≤ ${TARGETS.deliveryP99Ms} ms at ${TARGETS.deliveryRate}/s), ms`);
    table(
      ['scenario', 'msg/s', 'answered/s', 'sent', 'lost', 'failed', 'sent→event p50', 'p95', 'p99', 'max', '201→event p50', 'p99', 'POST p50', 'p99', 'server CPU', 'PG CPU', 'both cores', 'gen. lag p99'],
      report.delivery.map((run) => [
        run.label,
        run.achievedRate.toFixed(0),
        run.answeredRate.toFixed(0),
        thousands(run.sent),
        String(run.lost),
        String(run.sent - run.accepted),
        ms(run.sentToDelivered.p50),
        ms(run.sentToDelivered.p95),
        ms(run.sentToDelivered.p99),
        ms(run.sentToDelivered.max),
        ms(run.acceptedToDelivered.p50),
        ms(run.acceptedToDelivered.p99),
        ms(run.post.p50),
        ms(run.post.p99),
        run.serverCpu.map(share).join(' + '),
        share(run.databaseCpu),
        share(run.machineCpu),
        ms(run.generatorLagP99),
      ]),
    );
    for (const run of report.delivery) {
      const problems = [
        run.duplicates > 0 && `${run.duplicates} duplicates`,
        run.misrouted > 0 && `${run.misrouted} delivered to another conversation`,
        run.firstFailure && `failures ${JSON.stringify(run.failures)}, first: ${run.firstFailure}`,
      ].filter(Boolean);
      if (problems.length > 0) console.log(`  ${run.label}: ${problems.join('; ')}`);
    }
    for (const run of report.delivery) {
      console.log(`  ${run.label}, sent→event p50 / p99 by 5 s of sending: ${run.overTime.map((window) => `${ms(window.p50)} / ${ms(window.p99)}`).join(' · ')}`);
    }
    console.log('  "201→event" starts when the sender has the POST\'s answer; an event may beat it (negative).\n');
  }
  if (report.reads.length > 0) {
    console.log(`C. Reads (target p99 ≤ ${TARGETS.readP99Ms} ms), ms`);
    table(
      ['request', 'requests', 'rows', 'p50', 'p95', 'p99', 'max', 'errors'],
      report.reads.map((read) => [read.label, String(read.requests), String(read.items), ms(read.latency.p50), ms(read.latency.p95), ms(read.latency.p99), ms(read.latency.max), String(read.errors)]),
    );
    for (const read of report.reads) if (read.firstFailure) console.log(`  ${read.label}: first failure ${read.firstFailure}`);
    console.log('');
  }
  printVerdict(report);
}

function printVerdict({ idle, delivery, reads }: RealtimeBenchReport) {
  const verdicts: Array<[string, boolean, string]> = [];
  if (idle) {
    verdicts.push([
      `${thousands(TARGETS.idleSockets)} idle sockets on one process`,
      idle.held >= TARGETS.idleSockets && idle.dropped === 0 && idle.fewestPings >= 2,
      `${thousands(idle.held)} held, ${idle.dropped} dropped, through ${idle.fewestPings} heartbeats`,
    ]);
  }
  // Judged on sent → event, what a user waits for, and on keeping up with the rate: the event now leaves with the
  // commit, before the 201, so 201 → event is about zero even for a server that queues every POST for seconds.
  for (const run of delivery.filter((candidate) => candidate.rate >= TARGETS.deliveryRate)) {
    verdicts.push([
      `p99 delivery ≤ ${TARGETS.deliveryP99Ms} ms at ${TARGETS.deliveryRate}/s, ${run.label}`,
      run.lost === 0 && run.accepted === run.sent && run.answeredRate >= 0.95 * run.rate && run.sentToDelivered.p99 <= TARGETS.deliveryP99Ms,
      `sent→event p99 ${ms(run.sentToDelivered.p99)} ms (201→event ${ms(run.acceptedToDelivered.p99)} ms), ${Math.round(run.answeredRate)} answered/s, ${run.lost} lost, ${run.sent - run.accepted} failed`,
    ]);
  }
  for (const read of reads) {
    verdicts.push([`${read.label} p99 ≤ ${TARGETS.readP99Ms} ms`, read.errors === 0 && read.latency.p99 <= TARGETS.readP99Ms, `p99 ${ms(read.latency.p99)} ms`]);
  }
  console.log('Targets (issue 9)');
  for (const [target, isMet, figure] of verdicts) console.log(`  ${isMet ? 'met   ' : 'MISSED'}  ${target}: ${figure}`);
}
