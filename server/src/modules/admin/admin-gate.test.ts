// SPEC §2, §6 and ARCHITECTURE §5: every admin endpoint checks the role on the server. Each one, asked a valid
// request, answers visitors 401, buyers and sellers 403 with "You don't have admin privileges." and admins with
// success. The list must name every /api/admin operation of the OpenAPI document, so a new one is checked too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN_MESSAGE } from '@common/admin.ts';
import { errorOf } from '../../../test/api.ts';
import { makeListing, makeProfile } from '../../../test/factories.ts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { listingPhotos, listingReports, listingRevisions } from '../../db/schema.ts';

let testApp: TestApp;
let db: Database;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  seller = await testApp.makeUser({ role: 'seller' });
  buyer = await testApp.makeUser();
  admin = await testApp.makeUser({ role: 'admin' });
});
afterAll(() => testApp.close());

interface AdminOperation {
  /** As in the OpenAPI document. */
  operation: string;
  /** A fresh valid request each time (a refused one must not use up the admin's sample). */
  request(): Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }>;
  adminStatus: number;
}

async function sellersListing(status: 'pending' | 'approved') {
  return makeListing(testApp, { sellerId: seller.id, status });
}

async function openReport() {
  const listing = await sellersListing('approved');
  const reporter = await makeProfile(db);
  const [report] = await db.insert(listingReports).values({ listingId: listing.id, reporterId: reporter.id, reason: 'fraud' }).returning();
  if (!report) throw new Error('no report');
  return report;
}

async function pendingChange() {
  const listing = await sellersListing('approved');
  const proposed = { title: listing.title, categoryId: listing.categoryId, description: listing.description, location: listing.location, askingPrice: listing.askingPrice - 100_00 };
  const [revision] = await db.insert(listingRevisions).values({ listingId: listing.id, proposedBy: seller.id, proposed }).returning();
  if (!revision) throw new Error('no pending change');
  return revision;
}

/** A photo added to a public listing, awaiting review (ADR 0042); its files do not matter to a decision. */
async function photoAwaitingReview() {
  const listing = await sellersListing('approved');
  const key = `photos/ab/${randomUUID().replaceAll('-', '').padEnd(62, '0')}`;
  const renditions = [{ width: 320, webpKey: `${key}.webp`, jpegKey: `${key}.jpg` }];
  const [photo] = await db
    .insert(listingPhotos)
    .values({ listingId: listing.id, position: 0, width: 320, height: 240, renditions, storageKeys: [`${key}.webp`, `${key}.jpg`] })
    .returning();
  if (!photo) throw new Error('no photo');
  return photo;
}

const operations: AdminOperation[] = [
  { operation: 'GET /api/admin/summary', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/summary' }) },
  { operation: 'GET /api/admin/stats', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/stats' }) },
  { operation: 'GET /api/admin/audit-log', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/audit-log?action=listing.approved' }) },
  { operation: 'GET /api/admin/listings', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/listings?status=pending&search=chai' }) },
  {
    operation: 'PATCH /api/admin/listings/{id}/status',
    adminStatus: 200,
    request: async () => ({ method: 'PATCH', url: `/api/admin/listings/${(await sellersListing('pending')).id}/status`, payload: { status: 'rejected', reason: 'Blurry' } }),
  },
  {
    operation: 'POST /api/admin/listings/status',
    adminStatus: 200,
    request: async () => ({ method: 'POST', url: '/api/admin/listings/status', payload: { ids: [(await sellersListing('pending')).id], status: 'approved' } }),
  },
  { operation: 'GET /api/admin/users', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/users?role=seller&search=test' }) },
  {
    operation: 'PATCH /api/admin/users/{id}/role',
    adminStatus: 200,
    request: async () => ({ method: 'PATCH', url: `/api/admin/users/${(await makeProfile(db)).id}/role`, payload: { role: 'seller' } }),
  },
  {
    operation: 'PATCH /api/admin/users/{id}/verified',
    adminStatus: 200,
    request: async () => ({ method: 'PATCH', url: `/api/admin/users/${(await makeProfile(db)).id}/verified`, payload: { verified: true } }),
  },
  { operation: 'DELETE /api/admin/users/{id}', adminStatus: 200, request: async () => ({ method: 'DELETE', url: `/api/admin/users/${(await makeProfile(db)).id}` }) },
  { operation: 'GET /api/admin/listing-revisions', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/listing-revisions' }) },
  {
    operation: 'PATCH /api/admin/listing-revisions/{id}/status',
    adminStatus: 200,
    request: async () => ({ method: 'PATCH', url: `/api/admin/listing-revisions/${(await pendingChange()).id}/status`, payload: { status: 'rejected', reason: 'Figures do not add up' } }),
  },
  { operation: 'GET /api/admin/listing-photos', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/listing-photos' }) },
  {
    operation: 'PATCH /api/admin/listing-photos/{id}/status',
    adminStatus: 200,
    request: async () => ({ method: 'PATCH', url: `/api/admin/listing-photos/${(await photoAwaitingReview()).id}/status`, payload: { status: 'approved' } }),
  },
  { operation: 'GET /api/admin/reports', adminStatus: 200, request: async () => ({ method: 'GET', url: '/api/admin/reports' }) },
  { operation: 'POST /api/admin/reports/{id}/dismiss', adminStatus: 200, request: async () => ({ method: 'POST', url: `/api/admin/reports/${(await openReport()).id}/dismiss` }) },
  {
    operation: 'POST /api/admin/reports/{id}/reject-listing',
    adminStatus: 200,
    request: async () => ({ method: 'POST', url: `/api/admin/reports/${(await openReport()).id}/reject-listing`, payload: { reason: 'Fraud' } }),
  },
];

it('names every admin operation of the OpenAPI document', () => {
  const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.map((entry) => entry.operation).sort()).toEqual(documented.sort());
});

describe.each(operations)('$operation', ({ request, adminStatus }) => {
  it('asks visitors to sign in', async () => {
    expect(errorOf(await testApp.request(await request()), 401).code).toBe('UNAUTHENTICATED');
  });

  it('refuses buyers and sellers with 403 and the console\'s sentence', async () => {
    for (const viewer of [buyer, seller]) {
      expect(errorOf(await testApp.request({ ...(await request()), cookie: viewer.cookie }), 403)).toEqual({ code: 'FORBIDDEN', message: NOT_ADMIN_MESSAGE });
    }
  });

  it('answers an admin', async () => {
    const response = await testApp.request({ ...(await request()), cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(adminStatus);
  });
});

it('treats a forged or expired session like a visitor', async () => {
  const forged = 'bizbazaar.session_token=forged.signature';
  expect((await testApp.request({ method: 'GET', url: '/api/admin/stats', cookie: forged })).statusCode).toBe(401);
  expect((await testApp.request({ method: 'DELETE', url: `/api/admin/users/${randomUUID()}`, cookie: forged })).statusCode).toBe(401);
});
