// What the fuzzer starts from: many signed-in users of every role, and real values for path parameters.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@common/profiles.ts';
import type { Database } from '../../src/db/client.ts';
import { AUTH_BASE_PATH } from '../../src/modules/auth/auth.ts';
import { findCategoryId, makeListing } from '../factories.ts';
import { concreteUrl, listAuthEndpoints } from './auth-endpoints.ts';
import type { FuzzContext, Sender } from './fuzz-requests.ts';
import { makeSignedInUser, type SignedInUser } from './signed-in-users.ts';

// Enough accounts that per-account limits (e.g. 10 new listings an hour) rarely answer before validation does.
const USERS_PER_ROLE = 8;
// Accounts whose address is not confirmed yet (ADR 0023): their writes to others stop before validation.
const UNCONFIRMED_SELLERS = 2;
const roles: Role[] = ['buyer', 'seller', 'admin'];
const CATEGORY_SLUG = 'technology';

export async function createFuzzContext(app: FastifyInstance, db: Database): Promise<FuzzContext> {
  const users: SignedInUser[] = [];
  for (const role of roles) {
    for (let index = 0; index < USERS_PER_ROLE; index += 1) users.push(await makeSignedInUser(db, role));
  }
  const signedInSenders: Sender[] = users.map((user) => ({ label: user.role, cookie: user.cookie }));
  for (let index = 0; index < UNCONFIRMED_SELLERS; index += 1) {
    const user = await makeSignedInUser(db, 'seller', { emailVerified: false });
    signedInSenders.push({ label: 'unconfirmed seller', cookie: user.cookie });
  }
  // One of the senders owns the listings, so an owner's requests (a pending listing's detail) happen too.
  const seller = users.find((user) => user.role === 'seller') ?? (await makeSignedInUser(db, 'seller'));
  const categoryId = await findCategoryId(db, CATEGORY_SLUG);
  const listings = [await makeListing(db, { sellerId: seller.id, categoryId, status: 'approved' }), await makeListing(db, { sellerId: seller.id, categoryId, status: 'pending' })];
  const listingIds = [...listings.map((listing) => listing.id), randomUUID()];
  // Under a catch-all, the real endpoints are the values worth sending.
  const authPaths = listAuthEndpoints(app).map((endpoint) => concreteUrl(endpoint.path).slice(`${AUTH_BASE_PATH}/`.length));
  return {
    signedInSenders,
    knownValues: {
      id: listingIds,
      listingId: listingIds,
      categoryId: [categoryId],
      category: [CATEGORY_SLUG],
      email: [seller.email, 'someone@example.com'],
      contactEmail: ['owner@example.com', ''],
      websiteUrl: ['https://example.com', ''],
      avatarUrl: ['https://example.com/photo.png'],
      token: [randomUUID()],
      '*': [...new Set(authPaths)],
    },
  };
}
