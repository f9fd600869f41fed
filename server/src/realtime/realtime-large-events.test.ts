// ADR 0011: an event whose row does not fit a NOTIFY payload (under 8,000 bytes) travels as a reference, and
// the receiving process reads the row with its feature's loader. A 5,000-character message of Devanagari is
// about 13 KB of UTF-8: it must still arrive whole, presented as the API presents it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_MESSAGE_MAX_LENGTH, type InquiryDetail, type InquiryMessageItem, type MessagesPage } from '@common/inquiries.ts';
import { inquiryRoom, userRoom, type ServerFrame } from '@common/realtime.ts';
import { jsonOf } from '../../test/api.ts';
import { makeListing } from '../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { encodeEvent, NOTIFY_PAYLOAD_MAX_BYTES } from './bus-message.ts';

let testApp: TestApp;
let url: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listenForSockets(testApp.app);
});
afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await testApp.close();
});

const isMessageCreated = (frame: ServerFrame) => frame.type === 'message.created';

describe('a message too large for NOTIFY', () => {
  it('reaches the other side and the conversation room in full, as the API presents it', async () => {
    const seller = await testApp.makeUser({ role: 'seller' });
    const buyer = await testApp.makeUser();
    const listing = await makeListing(testApp, { sellerId: seller.id });
    const created = await testApp.request({ method: 'POST', url: `/api/listings/${listing.id}/inquiries`, cookie: buyer.cookie, payload: { message: 'नमस्ते' } });
    const inquiryId = jsonOf<InquiryDetail>(created, 201).id;
    const buyerSocket = await TestSocket.connect(url, { cookie: buyer.cookie });
    const sellerSocket = await TestSocket.connect(url, { cookie: seller.cookie });
    openSockets.push(buyerSocket, sellerSocket);
    expect(await sellerSocket.subscribe(inquiryRoom(inquiryId))).toEqual({ type: 'subscribed', room: inquiryRoom(inquiryId) });

    const text = 'व्यापार बिक्री के लिए '.repeat(250).slice(0, INQUIRY_MESSAGE_MAX_LENGTH);
    expect(text).toHaveLength(5_000);
    const posted = await testApp.request({ method: 'POST', url: `/api/inquiries/${inquiryId}/messages`, cookie: seller.cookie, payload: { message: text } });
    const message = jsonOf<InquiryMessageItem>(posted, 201);
    // It cannot travel inline: the bus sends a reference.
    const inline = { type: 'message.created' as const, id: message.id, rooms: [userRoom(buyer.id)], data: message };
    expect(Buffer.byteLength(JSON.stringify(inline))).toBeGreaterThan(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(JSON.parse(encodeEvent(inline))).toEqual({ kind: 'event-reference', event: { type: 'message.created', id: message.id, rooms: [userRoom(buyer.id)] } });

    const toBuyer = await buyerSocket.waitFor(isMessageCreated);
    expect(toBuyer).toEqual({ type: 'message.created', id: message.id, room: userRoom(buyer.id), data: message });
    const toRoom = await sellerSocket.waitFor(isMessageCreated);
    expect(toRoom).toMatchObject({ type: 'message.created', id: message.id, data: message });
    // The same shape as the thread's own page.
    const page = jsonOf<MessagesPage>(await testApp.request({ method: 'GET', url: `/api/inquiries/${inquiryId}/messages`, cookie: buyer.cookie }), 200);
    expect(page.items.at(-1)).toEqual((toBuyer as { data: unknown }).data);
    expect(message.message).toBe(text);
  });
});
