// ADR 0011: what goes on the NOTIFY channel always fits PostgreSQL's limit of fewer than 8,000 bytes.
import { describe, expect, it } from 'vitest';
import { decodeBusMessage, encodeEvent, NOTIFY_PAYLOAD_MAX_BYTES, type BusEvent } from './bus-message.ts';

const messageEvent = (text: string): BusEvent => ({ type: 'message.created', id: 'm-1', rooms: ['inquiry-1'], data: { message: text } });

/** An event whose inline payload is exactly `bytes` long. */
function eventOfSize(bytes: number): BusEvent {
  const overhead = Buffer.byteLength(encodeEvent(messageEvent('')));
  return messageEvent('a'.repeat(bytes - overhead));
}

describe('encodeEvent', () => {
  it('sends an event inline up to the last byte the limit allows', () => {
    const payload = encodeEvent(eventOfSize(NOTIFY_PAYLOAD_MAX_BYTES));
    expect(Buffer.byteLength(payload)).toBe(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(decodeBusMessage(payload)).toMatchObject({ kind: 'event' });
  });

  it('sends only a reference one byte past it, and for long text in a multi-byte script', () => {
    for (const event of [eventOfSize(NOTIFY_PAYLOAD_MAX_BYTES + 1), messageEvent('न'.repeat(5_000))]) {
      const payload = encodeEvent(event);
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
      expect(decodeBusMessage(payload)).toEqual({ kind: 'event-reference', event: { type: 'message.created', id: 'm-1', rooms: ['inquiry-1'] } });
    }
  });

  it('ignores payloads that are not ours', () => {
    for (const payload of ['', 'hello', '{}', '{"kind":"event"}', '{"kind":"event","event":{"type":"drop.tables","id":"1","rooms":["x"]}}']) {
      expect(decodeBusMessage(payload)).toBeUndefined();
    }
  });
});
