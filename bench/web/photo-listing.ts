// Issue 25: a listing page with a full set of photos (12, ADR 0035) for the phone benchmark. The demo seller adds
// them through the real upload route to one of the demo's approved listings. It is one that neither the home page's
// featured row nor the first browse page shows, so their cards, and the figures measured for them before photos
// existed, stay as they were.
import sharp from 'sharp';
import { browseResponseSchema, featuredResponseSchema } from '@common/listings.ts';
import { listingPhotosResponseSchema, MAX_LISTING_PHOTOS } from '@common/listing-photos.ts';
import { myListingsPageSchema } from '@common/seller-listings.ts';
import { demoAccounts } from '../../server/src/db/seed/seed-demo.ts';

const PHOTO_SIZE = { width: 2000, height: 1500, channels: 3 } as const;

async function getJson(url: string, cookie?: string): Promise<unknown> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

async function signInAsDemo(url: string, role: 'seller' | 'admin'): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`the demo data has no ${role}`);
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
  if (!response.ok || !cookie) throw new Error(`the demo ${role} could not sign in: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0] ?? '';
}

/** The seller's oldest approved listing that the home page and the first browse page do not show. */
async function pickListing(url: string, cookie: string): Promise<string> {
  const shown = new Set([
    ...browseResponseSchema.parse(await getJson(`${url}/api/listings`)).items.map((item) => item.id),
    ...featuredResponseSchema.parse(await getJson(`${url}/api/listings/featured`)).items.map((item) => item.id),
  ]);
  const own = myListingsPageSchema.parse(await getJson(`${url}/api/me/listings?limit=50`, cookie)).items.filter((listing) => listing.status === 'approved');
  const listing = own.filter((candidate) => !shown.has(candidate.id)).at(-1) ?? own.at(-1);
  if (!listing) throw new Error('the demo seller has no approved listing');
  return listing.id;
}

/**
 * Twelve different photos with a camera picture's detail (softened noise, each tinted its own way), so the page
 * loads twelve files and not one twelve times: the files are named by their content.
 */
async function makePhotos(): Promise<Buffer[]> {
  const noise = await sharp({ create: { ...PHOTO_SIZE, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).raw().toBuffer();
  return Promise.all(
    Array.from({ length: MAX_LISTING_PHOTOS }, (_, index) =>
      sharp(noise, { raw: PHOTO_SIZE })
        .blur(0.8)
        .modulate({ hue: index * 30, brightness: 0.8 + (index % 4) * 0.1 })
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );
}

/**
 * Adds 12 photos to a demo listing through POST /api/listings/:id/photos, and the demo admin approves each, as photos
 * added to a public listing wait for review (ADR 0042); answers the listing's id.
 */
export async function addListingWithTwelvePhotos(url: string): Promise<string> {
  const cookie = await signInAsDemo(url, 'seller');
  const adminCookie = await signInAsDemo(url, 'admin');
  const listingId = await pickListing(url, cookie);
  const photos = await makePhotos();
  for (const [index, photo] of photos.entries()) {
    process.stdout.write(`uploading photo ${index + 1}/${photos.length} to listing ${listingId}…\n`);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`);
    const response = await fetch(`${url}/api/listings/${listingId}/photos`, { method: 'POST', headers: { cookie, origin: url }, body: form });
    if (response.status !== 201) throw new Error(`uploading a photo answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  const { photos: uploaded } = listingPhotosResponseSchema.parse(await getJson(`${url}/api/listings/${listingId}/photos`, cookie));
  for (const photo of uploaded.filter((candidate) => candidate.isAwaitingReview)) {
    const response = await fetch(`${url}/api/admin/listing-photos/${photo.id}/status`, {
      method: 'PATCH',
      headers: { cookie: adminCookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    if (!response.ok) throw new Error(`approving a photo answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
  return listingId;
}
