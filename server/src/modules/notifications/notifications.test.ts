// The notifications API (ARCHITECTURE §9): each user sees and marks only their own, newest first.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '@common/notifications.ts';
import { errorOf, jsonOf, withQuery } from '../../../test/api.ts';
import { makeNotification } from '../../../test/factories.ts';
import { DeliveredEvents } from '../../../test/delivered-events.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { transactionWithEvents } from './events.ts';
import { notify } from './notify.ts';

let testApp: TestApp;
let db: Database;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  [owner, stranger, admin] = await Promise.all([testApp.makeUser(), testApp.makeUser({ role: 'seller' }), testApp.makeUser({ role: 'admin' })]);
});
afterAll(() => testApp.close());

const get = (url: string, viewer?: TestUser) => testApp.request({ method: 'GET', url, cookie: viewer?.cookie });
const post = (url: string, viewer?: TestUser) => testApp.request({ method: 'POST', url, cookie: viewer?.cookie });
const unread = async (viewer: TestUser) => jsonOf<{ count: number }>(await get('/api/notifications/unread-count', viewer), 200).count;

describe('permissions', () => {
  it('asks visitors to sign in on every endpoint', async () => {
    const mine = await makeNotification(db, { userId: owner.id });
    for (const response of await Promise.all([
      get('/api/notifications'),
      get('/api/notifications/unread-count'),
      post(`/api/notifications/${mine.id}/read`),
      post('/api/notifications/read-all'),
    ])) {
      expect(errorOf(response, 401).code).toBe('UNAUTHENTICATED');
    }
  });

  it("never shows or marks someone else's notification, admins included", async () => {
    const mine = await makeNotification(db, { userId: owner.id, title: 'Private' });
    for (const viewer of [stranger, admin]) {
      expect(jsonOf<{ items: AppNotification[] }>(await get('/api/notifications', viewer), 200).items.map((item) => item.id)).not.toContain(mine.id);
      expect(errorOf(await post(`/api/notifications/${mine.id}/read`, viewer), 404)).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
      await post('/api/notifications/read-all', viewer);
    }
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(stored?.readAt).toBeNull();
    expect(errorOf(await post(`/api/notifications/${randomUUID()}/read`, owner), 404).code).toBe('NOT_FOUND');
    expect(errorOf(await post('/api/notifications/nonsense/read', owner), 404).code).toBe('NOT_FOUND');
  });
});

describe('reading and marking', () => {
  it('pages newest first without gaps or repeats, and counts and marks unread ones', async () => {
    const viewer = await testApp.makeUser();
    const shared = new Date('2024-07-07T07:07:07.777777Z');
    for (let index = 0; index < 23; index += 1) {
      await makeNotification(db, { userId: viewer.id, title: `n${index}`, createdAt: index < 6 ? shared : new Date(Date.UTC(2024, 0, 1, 0, 0, index)) });
    }
    await makeNotification(db, { userId: stranger.id });
    const seen: AppNotification[] = [];
    let cursor: string | undefined;
    do {
      const page = jsonOf<{ items: AppNotification[]; nextCursor: string | null }>(await get(withQuery('/api/notifications', { limit: 5, cursor }), viewer), 200);
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((item) => item.id)).size).toBe(23);
    const times = seen.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect(await unread(viewer)).toBe(23);
    const first = seen[0];
    if (!first) throw new Error('no notification');
    const marked = jsonOf<AppNotification>(await post(`/api/notifications/${first.id}/read`, viewer), 200);
    expect(marked).toMatchObject({ id: first.id, readAt: expect.any(String) });
    // Idempotent: the first read time stays.
    expect(jsonOf<AppNotification>(await post(`/api/notifications/${first.id}/read`, viewer), 200).readAt).toBe(marked.readAt);
    expect(await unread(viewer)).toBe(22);
    expect(jsonOf<{ count: number }>(await post('/api/notifications/read-all', viewer), 200)).toEqual({ count: 22 });
    expect(await unread(viewer)).toBe(0);
    expect(jsonOf<{ count: number }>(await post('/api/notifications/read-all', viewer), 200)).toEqual({ count: 0 });
    // Someone else's stay unread.
    expect(await unread(stranger)).toBeGreaterThan(0);
  });

  it('refuses a forged cursor and a bad limit with 400', async () => {
    expect(errorOf(await get('/api/notifications?cursor=xyz', owner), 400).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await get('/api/notifications?limit=1000', owner), 400).code).toBe('VALIDATION_FAILED');
  });
});

describe('notify()', () => {
  it('writes the row in the caller\'s transaction and publishes notification.created with its commit, never for a rollback', async () => {
    const delivered = await DeliveredEvents.listen(testApp.database);
    try {
      const viewer = await testApp.makeUser();
      await delivered.clear();
      await expect(
        transactionWithEvents(db, testApp.app.events, async (tx) => {
          await notify(tx, viewer.id, { type: 'test', title: 'Rolled back', message: 'never seen', aboutUserIds: [] });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await delivered.settled()).toEqual([]);
      expect(await db.select().from(notifications).where(eq(notifications.userId, viewer.id))).toEqual([]);

      const created = await transactionWithEvents(db, testApp.app.events, async (tx) => {
        return notify(tx, viewer.id, { type: 'test', title: 'Kept', message: 'seen', data: { listing_title: 'X' }, aboutUserIds: [] });
      });
      expect(await delivered.settled()).toEqual([{ type: 'notification.created', id: created.id, rooms: [`user-${viewer.id}`], data: created }]);
      expect(jsonOf<{ items: AppNotification[] }>(await get('/api/notifications', viewer), 200).items).toEqual([created]);
    } finally {
      await delivered.stop();
    }
  });
});
