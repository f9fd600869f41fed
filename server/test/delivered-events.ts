// What the realtime hub really sent, as every process hears it: the events on the NOTIFY channel, which
// PostgreSQL delivers only for transactions that committed (ADR 0011). Tests assert on these rather than on
// what a feature queued, so a rolled-back or failed commit shows up as nothing delivered.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import type { NotificationListener } from '../src/db/notification-listener.ts';
import { decodeBusMessage, REALTIME_CHANNEL, type BusEvent } from '../src/realtime/bus-message.ts';

const SETTLE_TIMEOUT_MS = 5_000;

export class DeliveredEvents {
  private readonly events: BusEvent[] = [];
  private readonly markersAwaited = new Map<string, () => void>();
  private listener: NotificationListener | undefined;

  private constructor(private readonly database: DatabaseHandle) {}

  static async listen(database: DatabaseHandle): Promise<DeliveredEvents> {
    const delivered = new DeliveredEvents(database);
    delivered.listener = await database.listen(REALTIME_CHANNEL, { onNotification: (payload) => delivered.receive(payload) });
    return delivered;
  }

  /**
   * Every event delivered so far, once everything committed before this call has arrived: a marker sent now
   * commits after those transactions, and PostgreSQL delivers notifications in commit order.
   */
  async settled(): Promise<BusEvent[]> {
    const marker = randomUUID();
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the NOTIFY marker did not come back')), SETTLE_TIMEOUT_MS);
      this.markersAwaited.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await this.database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ kind: 'test-marker', marker })})`);
    await heard;
    return [...this.events];
  }

  /** Forgets everything delivered until now, including what is still on its way. */
  async clear(): Promise<void> {
    await this.settled();
    this.events.length = 0;
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }

  private receive(payload: string) {
    const message = decodeBusMessage(payload);
    if (message?.kind === 'event') {
      const { type, id, rooms, data } = message.event;
      return void this.events.push({ type, id, rooms, data });
    }
    const parsed = JSON.parse(payload) as { kind?: string; marker?: string };
    if (parsed.kind === 'test-marker' && parsed.marker) this.markersAwaited.get(parsed.marker)?.();
  }
}
