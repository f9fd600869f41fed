// ARCHITECTURE §6 / ADR 0011: who may open a socket, and who hears what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryRoom, userRoom, type ServerFrame } from '@common/realtime.ts';
import { makeInquiry } from '../../test/factories.ts';
import { listenForSockets, TestSocket } from '../../test/realtime-client.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { REALTIME_LIMITS } from './realtime-limits.ts';

let testApp: TestApp;
let url: string;
let buyer: TestUser;
let seller: TestUser;
let outsider: TestUser;
let inquiryId: string;
const openSockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listenForSockets(testApp.app);
  // One at a time: password hashing holds the event loop, and parallel sign-ups can outwait the query timeout.
  buyer = await testApp.signUp();
  seller = await testApp.makeUser({ role: 'seller' });
  outsider = await testApp.signUp();
  inquiryId = (await makeInquiry(testApp.database.db, { buyerId: buyer.id, sellerId: seller.id })).id;
});

afterAll(async () => {
  for (const socket of openSockets) socket.close();
  await testApp.close();
});

async function connect(user: TestUser): Promise<TestSocket> {
  const socket = await TestSocket.connect(url, { cookie: user.cookie });
  openSockets.push(socket);
  return socket;
}

const isEvent = (id: string) => (frame: ServerFrame) => 'id' in frame && frame.id === id;

describe('opening a socket', () => {
  it('is refused without a session', async () => {
    expect(await TestSocket.open(url)).toMatchObject({ refusedWith: 401 });
    expect(await TestSocket.open(url, { cookie: 'bizbazaar.session_token=forged.value' })).toMatchObject({ refusedWith: 401 });
  });

  it('is refused from another site, or without an Origin, even with a valid session cookie', async () => {
    const foreign = await TestSocket.open(url, { cookie: buyer.cookie, origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ refusedWith: 403 });
    expect(JSON.parse((foreign as { body: string }).body)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await TestSocket.open(url, { cookie: buyer.cookie, origin: null })).toMatchObject({ refusedWith: 403 });
  });

  it('answers a plain GET with 426 in the error shape', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/realtime', cookie: buyer.cookie });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('rooms', () => {
  it('delivers events for the user’s own room, and only to that user', async () => {
    const [buyerSocket, outsiderSocket] = await Promise.all([connect(buyer), connect(outsider)]);
    await testApp.app.realtime.publish(userRoom(buyer.id), { type: 'notification.created', id: 'n-1', data: { title: 'New Message' } });
    await testApp.app.realtime.publish(userRoom(outsider.id), { type: 'notification.created', id: 'n-2', data: null });
    expect(await buyerSocket.waitFor(isEvent('n-1'))).toEqual({ type: 'notification.created', id: 'n-1', room: userRoom(buyer.id), data: { title: 'New Message' } });
    // Events reach one process's sockets in publishing order, so once n-2 is there n-1 would have been too.
    await outsiderSocket.waitFor(isEvent('n-2'));
    expect(outsiderSocket.frames.some(isEvent('n-1'))).toBe(false);
  });

  it('grants an inquiry room to its buyer and seller and refuses everyone else, who then hear nothing', async () => {
    const [buyerSocket, sellerSocket, outsiderSocket] = await Promise.all([connect(buyer), connect(seller), connect(outsider)]);
    const room = inquiryRoom(inquiryId);
    expect(await buyerSocket.subscribe(room)).toEqual({ type: 'subscribed', room });
    expect(await sellerSocket.subscribe(room)).toEqual({ type: 'subscribed', room });
    expect(await outsiderSocket.subscribe(room)).toMatchObject({ type: 'error', code: 'FORBIDDEN', room });
    expect(await outsiderSocket.subscribe(userRoom(buyer.id))).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect(await outsiderSocket.subscribe('inquiry-not-a-uuid')).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    expect(await outsiderSocket.subscribe('listing-1')).toMatchObject({ type: 'error', code: 'FORBIDDEN' });

    await testApp.app.realtime.publish(room, { type: 'message.created', id: 'm-1', data: { message: 'Hello' } });
    await testApp.app.realtime.publish(userRoom(outsider.id), { type: 'notification.created', id: 'sentinel', data: null });
    await Promise.all([buyerSocket.waitFor(isEvent('m-1')), sellerSocket.waitFor(isEvent('m-1')), outsiderSocket.waitFor(isEvent('sentinel'))]);
    expect(outsiderSocket.frames.some(isEvent('m-1'))).toBe(false);
  });

  it('delivers an event for several rooms once to a socket in more than one of them', async () => {
    const buyerSocket = await connect(buyer);
    await buyerSocket.subscribe(inquiryRoom(inquiryId));
    await testApp.app.realtime.publish([inquiryRoom(inquiryId), userRoom(buyer.id)], { type: 'message.created', id: 'm-twice', data: null });
    await testApp.app.realtime.publish(userRoom(buyer.id), { type: 'notification.created', id: 'after', data: null });
    await buyerSocket.waitFor(isEvent('after'));
    expect(buyerSocket.frames.filter(isEvent('m-twice'))).toHaveLength(1);
  });

  it('stops delivering after unsubscribe, but never lets a socket leave its own room', async () => {
    const buyerSocket = await connect(buyer);
    const room = inquiryRoom(inquiryId);
    await buyerSocket.subscribe(room);
    buyerSocket.send({ type: 'unsubscribe', room });
    await buyerSocket.waitFor((frame) => frame.type === 'unsubscribed');
    buyerSocket.send({ type: 'unsubscribe', room: userRoom(buyer.id) });
    await buyerSocket.waitFor((frame) => frame.type === 'error' && frame.code === 'BAD_FRAME');
    await testApp.app.realtime.publish(room, { type: 'message.created', id: 'm-gone', data: null });
    await testApp.app.realtime.publish(userRoom(buyer.id), { type: 'notification.created', id: 'still-here', data: null });
    await buyerSocket.waitFor(isEvent('still-here'));
    expect(buyerSocket.frames.some(isEvent('m-gone'))).toBe(false);
  });
});

describe('hostile clients', () => {
  it('answers malformed frames with an error frame and keeps serving', async () => {
    const socket = await connect(outsider);
    const badFrames = ['not json', '{"type":"subscribe"}', '{"type":"explode","room":"x"}', '[]', 'null', '{"type":"subscribe","room":{"$ne":1}}'];
    for (const frame of badFrames) socket.send(frame);
    socket.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    const errorCount = () => socket.frames.filter((frame) => frame.type === 'error' && frame.code === 'BAD_FRAME').length;
    await socket.waitFor(() => errorCount() === badFrames.length + 1);
    expect(await socket.subscribe(userRoom(outsider.id))).toMatchObject({ type: 'subscribed' });
  });

  it('closes a socket that sends an oversized frame', async () => {
    const socket = await connect(outsider);
    socket.send('x'.repeat(REALTIME_LIMITS.maxFrameBytes + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('drops a flood of frames with one warning and caps the rooms a socket follows', async () => {
    const socket = await connect(seller);
    for (let index = 0; index < REALTIME_LIMITS.frameBurst + 30; index += 1) socket.send({ type: 'subscribe', room: `inquiry-${index}` });
    await socket.waitFor((frame) => frame.type === 'error' && frame.code === 'RATE_LIMITED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.frames.filter((frame) => frame.type === 'error' && frame.code === 'RATE_LIMITED')).toHaveLength(1);
    expect(socket.frames.filter((frame) => frame.type === 'error' && frame.code === 'FORBIDDEN').length).toBeLessThanOrEqual(REALTIME_LIMITS.frameBurst + 2);
  });
});
