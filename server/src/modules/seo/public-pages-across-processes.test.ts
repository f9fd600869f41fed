// ADR 0026: a change to what the public sees of a listing, made through one process, reaches the cached public
// pages and counts of every process at once, through the database's notice on the realtime hub's channel. Two apps
// stand for two processes (test/two-processes.ts): on PostgreSQL each has its own database handle and caches, so
// only the notice can tell the second one; PGlite is one process's database, which the two apps share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPendingRevision } from '@common/listing-revisions.ts';
import type { BrowseResponse } from '@common/listings.ts';
import * as entryServer from '../../../../web/src/entry-server.tsx';
import { jsonOf } from '../../../test/api.ts';
import { findCategoryId, makeListing } from '../../../test/factories.ts';
import type { TestApp, TestUser } from '../../../test/test-app.ts';
import { startTwoProcesses, type TwoProcesses } from '../../../test/two-processes.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';

// Far below the page cache's 15 s: the notice arrives in milliseconds, and polling allows for a busy machine.
const NOTICE_WAIT_MS = 2_000;

let webRoot: WebRoot;
let processes: TwoProcesses;
let first: TestApp;
let second: TestApp;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  webRoot = makeWebRoot();
  processes = await startTwoProcesses({ webRoot: webRoot.path, pageRenderer: { renderPage: entryServer.renderPage } });
  ({ first, second } = processes);
  [admin, seller] = await Promise.all([first.makeUser({ role: 'admin' }), first.makeUser({ role: 'seller', fullName: 'Kavya Seller' })]);
});
afterAll(async () => {
  await processes.close();
  webRoot.remove();
});

let termCounter = 0;
/** A listing only this test's searches find, approved, with the second process's pages and count cached. */
async function listingCachedBySecond(sellerId = seller.id) {
  termCounter += 1;
  const term = `wombat${termCounter}x${Date.now().toString(36)}`;
  const listing = await makeListing(first, { sellerId, title: `Bakery ${term}`, status: 'approved' });
  const pages = { listing: `/listing/${listing.id}`, browse: `/listings?search=${term}` };
  const anonymous = (url: string) => second.request({ method: 'GET', url });
  const count = async () => jsonOf<BrowseResponse>(await anonymous(`/api/listings?search=${term}`), 200).total;
  expect((await anonymous(pages.listing)).body).toContain(`Bakery ${term}`);
  expect((await anonymous(pages.browse)).body).toContain(`Bakery ${term}`);
  expect(await count()).toBe(1);
  return { listing, term, pages, anonymous, count };
}

/** Polls the second process until `isFresh` holds, failing after NOTICE_WAIT_MS. */
async function secondShowsSoon(isFresh: () => Promise<boolean>) {
  const deadline = Date.now() + NOTICE_WAIT_MS;
  while (!(await isFresh())) {
    if (Date.now() > deadline) throw new Error(`the second process still served the old page after ${NOTICE_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The listing has left the second process's listing page, browse page and count. */
async function expectGoneFromSecond({ term, pages, anonymous, count }: Awaited<ReturnType<typeof listingCachedBySecond>>) {
  await secondShowsSoon(async () => (await anonymous(pages.listing)).statusCode === 404);
  await secondShowsSoon(async () => !(await anonymous(pages.browse)).body.includes(`Bakery ${term}`));
  await secondShowsSoon(async () => (await count()) === 0);
}

describe('a change through one process', () => {
  it('takes a rejected listing off the other process’s cached pages at once', async () => {
    const cached = await listingCachedBySecond();
    const reject = await first.request({ method: 'PATCH', url: `/api/admin/listings/${cached.listing.id}/status`, cookie: admin.cookie, payload: { status: 'rejected', reason: 'Photos missing' } });
    expect(reject.statusCode).toBe(200);
    await expectGoneFromSecond(cached);
  });

  it('takes a withdrawn listing off them', async () => {
    const cached = await listingCachedBySecond();
    const withdraw = await first.request({ method: 'PATCH', url: `/api/listings/${cached.listing.id}/status`, cookie: seller.cookie, payload: { status: 'draft' } });
    expect(withdraw.statusCode).toBe(200);
    await expectGoneFromSecond(cached);
  });

  it('keeps an edited listing on them while its change waits, and shows the change once approved (issue 24)', async () => {
    const cached = await listingCachedBySecond();
    const newTitle = `Bakery ${cached.term} with a new oven`;
    const edit = await first.request({
      method: 'PUT',
      url: `/api/listings/${cached.listing.id}`,
      cookie: seller.cookie,
      payload: {
        title: newTitle,
        categoryId: await findCategoryId(first.database.db, 'technology'),
        description: 'A corner bakery with a new oven.',
        location: 'Pune, Maharashtra',
        askingPrice: 14_00_000_00,
        assetsIncluded: ['Oven'],
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await cached.anonymous(cached.pages.listing)).body).not.toContain(newTitle);
    expect(await cached.count()).toBe(1);
    const pending = jsonOf<OwnPendingRevision>(await first.request({ method: 'GET', url: `/api/listings/${cached.listing.id}/pending-revision`, cookie: seller.cookie }), 200);
    const approve = await first.request({
      method: 'PATCH',
      url: `/api/admin/listing-revisions/${pending.revision?.id ?? ''}/status`,
      cookie: admin.cookie,
      payload: { status: 'approved' },
    });
    expect(approve.statusCode).toBe(200);
    await secondShowsSoon(async () => (await cached.anonymous(cached.pages.listing)).body.includes(newTitle));
    await secondShowsSoon(async () => (await cached.anonymous(cached.pages.browse)).body.includes(newTitle));
  });

  it('takes a deleted listing off them, and the listings of an erased account', async () => {
    const deleted = await listingCachedBySecond();
    expect((await first.request({ method: 'DELETE', url: `/api/listings/${deleted.listing.id}`, cookie: seller.cookie })).statusCode).toBe(200);
    await expectGoneFromSecond(deleted);

    const leaving = await first.makeUser({ role: 'seller' });
    const erased = await listingCachedBySecond(leaving.id);
    expect((await first.request({ method: 'DELETE', url: `/api/admin/users/${leaving.id}`, cookie: admin.cookie })).statusCode).toBe(200);
    await expectGoneFromSecond(erased);
  });

  it('shows the seller’s new Verified Seller badge on the other process’s cached listing page', async () => {
    const badged = await first.makeUser({ role: 'seller' });
    const { pages, anonymous } = await listingCachedBySecond(badged.id);
    expect((await anonymous(pages.listing)).body).not.toContain('Verified Seller');
    const verify = await first.request({ method: 'PATCH', url: `/api/admin/users/${badged.id}/verified`, cookie: admin.cookie, payload: { verified: true } });
    expect(verify.statusCode).toBe(200);
    await secondShowsSoon(async () => (await anonymous(pages.listing)).body.includes('Verified Seller'));
  });
});

describe('sold and withdrawn pages (ADR 0032)', () => {
  it('shows a sold listing as sold on the other process’s cached page, and drops it once reopened', async () => {
    const cached = await listingCachedBySecond();
    const move = (status: string) => first.request({ method: 'PATCH', url: `/api/listings/${cached.listing.id}/status`, cookie: seller.cookie, payload: { status } });
    expect((await move('sold')).statusCode).toBe(200);
    await secondShowsSoon(async () => (await cached.anonymous(cached.pages.listing)).body.includes('This business has been sold'));
    const soldPage = await cached.anonymous(cached.pages.listing);
    expect(soldPage.statusCode).toBe(200);
    expect(soldPage.headers['x-robots-tag']).toBe('noindex');
    expect(soldPage.body).not.toContain('Send Inquiry');
    await secondShowsSoon(async () => (await cached.count()) === 0);

    // Sold → pending touches no approved listing: the notice must still come (migration 0024).
    const page = await cached.anonymous(cached.pages.listing);
    expect(page.statusCode).toBe(200);
    expect((await move('pending')).statusCode).toBe(200);
    await secondShowsSoon(async () => (await cached.anonymous(cached.pages.listing)).statusCode === 404);
  });

  it('says a withdrawn listing is no longer available on the other process’s cached page', async () => {
    const cached = await listingCachedBySecond();
    expect((await first.request({ method: 'PATCH', url: `/api/listings/${cached.listing.id}/status`, cookie: seller.cookie, payload: { status: 'draft' } })).statusCode).toBe(200);
    await secondShowsSoon(async () => (await cached.anonymous(cached.pages.listing)).body.includes('This business is no longer available'));
  });
});
