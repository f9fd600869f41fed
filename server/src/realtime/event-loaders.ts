// Reading the row of an event that was too large to travel inline (ADR 0011). Each feature registers a loader
// for its event types; a process loads a row once however many of its sockets are in the room.
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEventType } from '@common/realtime.ts';
import type { BusEvent } from './bus-message.ts';

/** The row as the API presents it, or undefined when it no longer exists. */
export type EventLoader = (id: string) => Promise<unknown>;

export class EventLoaders {
  private readonly loaders = new Map<RealtimeEventType, EventLoader>();

  register(type: RealtimeEventType, loader: EventLoader): void {
    if (this.loaders.has(type)) throw new Error(`an event loader for "${type}" is already registered`);
    this.loaders.set(type, loader);
  }

  /** The full event; its data null when nothing can read it (the client then refetches by id). */
  async load(reference: Omit<BusEvent, 'data'>, log: FastifyBaseLogger): Promise<BusEvent> {
    const loader = this.loaders.get(reference.type);
    if (!loader) return { ...reference, data: null };
    try {
      return { ...reference, data: (await loader(reference.id)) ?? null };
    } catch (error) {
      log.error({ err: error, type: reference.type, id: reference.id }, 'realtime: could not read the row of an event');
      return { ...reference, data: null };
    }
  }
}
