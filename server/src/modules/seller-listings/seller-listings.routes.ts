// Sellers manage their own listings (issue 11): My Listings, the edit form's values, edit, the owner's moves and
// deletion. Routes read as rate limit → signed in → schema → service (which checks who may, ARCHITECTURE §5).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeOwnListingStatusSchema,
  deleteListingResponseSchema,
  editableListingSchema,
  listingStatusResponseSchema,
  myListingsPageSchema,
  myListingsQuerySchema,
  updateListingSchema,
} from '@common/seller-listings.ts';
import { RATE_LIMITS } from '../../http/rate-limits.ts';
import { requireViewer, signedInOnly } from '../../http/viewer.ts';
import { deleteListing } from './delete-listing.ts';
import { findEditableListing, updateListing } from './edit-listing.ts';
import type { SellerListingServices } from './managed-listing.ts';
import { findMyListings } from './my-listings.ts';
import { changeOwnListingStatus } from './own-listing-status.ts';

const tags = ['listings'];
// Any text: a malformed id is an unknown listing (404), as on the other listing routes.
const listingParams = z.object({ id: z.string().describe('Listing id (uuid)') });

export const sellerListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const services: SellerListingServices = { db: app.db, events: app.events, wakeWorker: () => app.outbox.wake() };

  app.get(
    '/api/me/listings',
    {
      preValidation: signedInOnly(),
      schema: { tags, summary: "The viewer's own listings, every status, newest first (keyset pages)", querystring: myListingsQuerySchema, response: { 200: myListingsPageSchema } },
    },
    async (request) => findMyListings(app.db, await requireViewer(request), request.query),
  );

  app.get(
    '/api/listings/:id/editable',
    {
      preValidation: signedInOnly(),
      schema: { tags, summary: 'The stored values the edit form starts from (its seller and admins)', params: listingParams, response: { 200: editableListingSchema } },
    },
    async (request) => findEditableListing(app.db, await requireViewer(request), request.params.id),
  );

  app.put(
    '/api/listings/:id',
    {
      config: { rateLimit: [RATE_LIMITS.editListingPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: 'Edit a listing (its seller and admins): an approved one stays public and the edit waits for review; a rejected one goes back to review; a sold one is a 409',
        params: listingParams,
        body: updateListingSchema,
        response: { 200: listingStatusResponseSchema },
      },
    },
    async (request) => updateListing(services, await requireViewer(request), request.params.id, request.body),
  );

  app.patch(
    '/api/listings/:id/status',
    {
      config: { rateLimit: [RATE_LIMITS.ownListingStatusPerAccount], requiresConfirmedEmail: true },
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: 'Withdraw (draft), publish again or reopen (pending) or mark as sold, by the seller; a move the status does not allow (or a reopening past 30 days) is a 409',
        params: listingParams,
        body: changeOwnListingStatusSchema,
        response: { 200: listingStatusResponseSchema },
      },
    },
    async (request) => changeOwnListingStatus(services, await requireViewer(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/listings/:id',
    {
      config: { rateLimit: [RATE_LIMITS.deleteListingPerAccount] },
      preValidation: signedInOnly(),
      schema: {
        tags,
        summary: 'Delete a listing (its seller and admins) with its favourites and inquiries; the buyers asking about it are told',
        params: listingParams,
        response: { 200: deleteListingResponseSchema },
      },
    },
    async (request) => deleteListing(services, await requireViewer(request), request.params.id),
  );
};
