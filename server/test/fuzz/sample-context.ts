// The scene for one valid sample request of the permission table: a fresh signed-in user for the actor, and
// the rows the request needs (a listing of "the seller", a reset token, …), made with the factories. A fresh
// scene per actor keeps rows independent: a sign-out or a verified e-mail never leaks into the next check.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import type { ListingStatus } from '@common/listings.ts';
import type { Role } from '@common/profiles.ts';
import type { Database } from '../../src/db/client.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { inquiries, listingPhotos, listingReports, listingRevisions, profiles, verifications } from '../../src/db/schema.ts';
import { makeAccount, makeInquiry, makeListing, makeMessage, makeNotification, makeProfile, makeSavedSearch } from '../factories.ts';
import { FUZZ_AUTH_SECRET, makeSignedInUser, type SignedInUser } from './signed-in-users.ts';

export const actors = ['anonymous', 'buyer', 'seller', 'otherSeller', 'admin', 'unconfirmedSeller'] as const;
export type Actor = (typeof actors)[number];

const roleOfActor: Record<Exclude<Actor, 'anonymous'>, Role> = { buyer: 'buyer', seller: 'seller', otherSeller: 'seller', admin: 'admin', unconfirmedSeller: 'seller' };

/** A password and its hash, made once per run: sign-in samples then cost one verification each. */
export interface KnownPassword {
  password: string;
  hash: string;
}

export interface SampleContext {
  /** The signed-in user acting; undefined for the anonymous actor. */
  viewer: SignedInUser | undefined;
  /** An active category, for listings to be filed under. */
  categoryId: string;
  /** A listing of "the seller": owned by the viewer when the actor is the seller (confirmed or not), by another seller otherwise. */
  makeSellersListing(status: ListingStatus, lifecycle?: { soldAt?: Date; withdrawnAt?: Date }): Promise<{ id: string }>;
  /**
   * An inquiry about an approved listing of "the seller", asked by "the buyer": the viewer is the buyer when the
   * actor is the buyer, the seller when the actor is the seller, and neither otherwise (admins included).
   */
  makeInquiry(options?: { sellerResponded?: boolean; otherSideErased?: boolean }): Promise<{ id: string }>;
  /** A notification of the viewer (of a new user when anonymous). */
  makeOwnNotification(): Promise<{ id: string }>;
  /** Someone with a password, to sign in as. */
  makeAccountHolder(): Promise<{ id: string; email: string; password: string }>;
  /** A password-reset token for a new account holder, as better-auth stores it. */
  makePasswordResetToken(): Promise<string>;
  /** An e-mail verification token for the viewer (or, anonymously, for a new user). */
  makeEmailVerificationToken(): Promise<string>;
  /** The viewer's address, or a new user's when anonymous (endpoints that refuse a stranger's address). */
  ownEmail(): Promise<string>;
  /** Someone else, for the admin's user actions (a role change, a deletion). */
  makeOtherUser(role: Role): Promise<{ id: string }>;
  /** The viewer's password, after giving their account one (factory users have none); any text when anonymous. */
  makeOwnPassword(): Promise<string>;
  /** An open report of an approved listing of "the seller", by someone else. */
  makeOpenReport(): Promise<{ id: string }>;
  /** A saved search of the viewer (of a new user when anonymous), or of someone else. */
  makeSavedSearch(owner: 'viewer' | 'someone-else'): Promise<{ id: string }>;
  /** An approved listing of "the seller" with an edit waiting for review (issue 24): the listing's and the change's ids. */
  makeSellersPendingChange(): Promise<{ listingId: string; revisionId: string }>;
  /**
   * A listing of "the seller" with one photo (public and reviewed unless told; ADR 0042), its one 320 px rendition
   * stored as two small files.
   */
  makeSellersListingWithPhoto(status: ListingStatus, options?: { isPublic?: boolean; isReviewed?: boolean }): Promise<{ listingId: string; photoId: string; webpKey: string }>;
}

export interface SampleSetting {
  db: Database;
  storage: FileStorage;
  categoryId: string;
  knownPassword: KnownPassword;
}

export async function createSampleContext({ db, storage, categoryId, knownPassword }: SampleSetting, actor: Actor): Promise<SampleContext> {
  const viewer = actor === 'anonymous' ? undefined : await makeSignedInUser(db, roleOfActor[actor], { emailVerified: actor !== 'unconfirmedSeller' });
  const someUser = async () => viewer ?? (await makeProfile(db));
  // The unconfirmed seller is "the seller" too, before confirming the address (ADR 0023).
  const isTheSeller = actor === 'seller' || actor === 'unconfirmedSeller';

  const makeAccountHolder = async () => {
    const profile = await makeProfile(db);
    await makeAccount(db, { userId: profile.id, password: knownPassword.hash });
    return { id: profile.id, email: profile.email, password: knownPassword.password };
  };

  return {
    viewer,
    categoryId,
    async makeSellersListing(status, lifecycle = {}) {
      const sellerId = isTheSeller && viewer ? viewer.id : (await makeProfile(db, { role: 'seller' })).id;
      return makeListing(db, { sellerId, categoryId, status, ...lifecycle });
    },
    async makeSellersListingWithPhoto(status, { isPublic = true, isReviewed = true } = {}) {
      const sellerId = isTheSeller && viewer ? viewer.id : (await makeProfile(db, { role: 'seller' })).id;
      const listing = await makeListing(db, { sellerId, categoryId, status });
      const hash = randomUUID().replaceAll('-', '').padEnd(64, '0');
      const rendition = { width: 320, webpKey: `photos/${hash.slice(0, 2)}/${hash.slice(2)}.webp`, jpegKey: `photos/${hash.slice(0, 2)}/${hash.slice(2)}.jpg` };
      const [photo] = await db
        .insert(listingPhotos)
        .values({ listingId: listing.id, position: 0, isCover: true, isPublic, width: 320, height: 240, renditions: [rendition], storageKeys: [rendition.webpKey, rendition.jpegKey], reviewedAt: isReviewed ? new Date() : null })
        .returning({ id: listingPhotos.id });
      if (!photo) throw new Error('photo insert returned nothing');
      // Any bytes: the routes serve what is stored, and only the permission matters here.
      await storage.put(rendition.webpKey, Buffer.from('webp'), { contentType: 'image/webp' });
      await storage.put(rendition.jpegKey, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
      return { listingId: listing.id, photoId: photo.id, webpKey: rendition.webpKey };
    },
    async makeInquiry({ sellerResponded = false, otherSideErased = false } = {}) {
      const sellerId = isTheSeller && viewer ? viewer.id : (await makeProfile(db, { role: 'seller' })).id;
      const buyerId = actor === 'buyer' && viewer ? viewer.id : (await makeProfile(db)).id;
      const listing = await makeListing(db, { sellerId, categoryId, status: 'approved' });
      const status = sellerResponded ? 'responded' : 'pending';
      const inquiry = await makeInquiry(db, { listingId: listing.id, sellerId, buyerId, sellerResponded, status });
      await makeMessage(db, { inquiryId: inquiry.id, senderId: buyerId, message: inquiry.message, readByBuyer: true });
      if (otherSideErased) {
        // What erasure leaves (ADR 0033): the seller gone with the listing when the buyer acts, the buyer otherwise.
        const sellerLeft = actor === 'buyer';
        await db
          .update(inquiries)
          .set({ status: 'closed', closedAt: new Date(), ...(sellerLeft ? { listingId: null, listingTitle: 'A listing of a deleted account' } : {}) })
          .where(eq(inquiries.id, inquiry.id));
        await db.delete(profiles).where(eq(profiles.id, sellerLeft ? sellerId : buyerId));
      }
      return inquiry;
    },
    async makeOwnNotification() {
      return makeNotification(db, { userId: (await someUser()).id });
    },
    makeAccountHolder,
    async makePasswordResetToken() {
      const holder = await makeAccountHolder();
      const token = randomUUID();
      await db.insert(verifications).values({ identifier: `reset-password:${token}`, value: holder.id, expiresAt: new Date(Date.now() + 60 * 60_000) });
      return token;
    },
    async makeEmailVerificationToken() {
      const user = await someUser();
      return createEmailVerificationToken(FUZZ_AUTH_SECRET, user.email, undefined, 60 * 60, { userId: user.id });
    },
    async ownEmail() {
      return (await someUser()).email;
    },
    async makeOtherUser(role) {
      return makeProfile(db, { role });
    },
    async makeOwnPassword() {
      if (viewer) await makeAccount(db, { userId: viewer.id, password: knownPassword.hash });
      return knownPassword.password;
    },
    async makeOpenReport() {
      const sellerId = isTheSeller && viewer ? viewer.id : (await makeProfile(db, { role: 'seller' })).id;
      const listing = await makeListing(db, { sellerId, categoryId, status: 'approved' });
      const [report] = await db.insert(listingReports).values({ listingId: listing.id, reporterId: (await makeProfile(db)).id, reason: 'fraud' }).returning();
      if (!report) throw new Error('report insert returned nothing');
      return report;
    },
    async makeSavedSearch(owner) {
      const user = owner === 'viewer' ? await someUser() : await makeProfile(db);
      return makeSavedSearch(db, { userId: user.id, name: 'Bakeries in Pune', filters: { search: 'bakery', location: 'Pune', sort: 'date', order: 'desc' } });
    },
    async makeSellersPendingChange() {
      const sellerId = isTheSeller && viewer ? viewer.id : (await makeProfile(db, { role: 'seller' })).id;
      const listing = await makeListing(db, { sellerId, categoryId, status: 'approved' });
      const proposed = { title: listing.title, categoryId, description: listing.description, location: listing.location, askingPrice: listing.askingPrice - 100_00 };
      const [revision] = await db.insert(listingRevisions).values({ listingId: listing.id, proposedBy: sellerId, proposed }).returning();
      if (!revision) throw new Error('revision insert returned nothing');
      return { listingId: listing.id, revisionId: revision.id };
    },
  };
}
