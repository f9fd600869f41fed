// Listing photos (issue 25): a seller adds three photos on the create form (chosen, ordered with the keyboard,
// the cover picked and one made private before the listing exists; uploaded right after it is created), changes
// the order again on the edit page, where each change is saved at once; a buyer sees the gallery (the cover
// first and large, the private photo absent), opens the lightbox, moves through it with the arrow keys and closes
// it with Escape. At a laptop's 1440 px and a phone's 390 px, with axe on every page. A photo added to a listing
// already public waits for an admin (ADR 0042): the buyer sees it only once the admin approves it.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../common/src/routes.ts';
import { approveListingViaApi, createListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signUpViaApi, test, uniqueEmail } from './support/fixtures';

/** Three small photos told apart by their shapes, which re-encoding keeps (its renditions may be narrower). */
const photoFiles = {
  red: { width: 800, height: 600, format: 'jpeg', colour: { r: 200, g: 40, b: 40 } },
  green: { width: 600, height: 800, format: 'png', colour: { r: 40, g: 160, b: 60 } },
  // Wide enough for the 1280 rendition, which a thumbnail never offers.
  blue: { width: 1600, height: 800, format: 'jpeg', colour: { r: 40, g: 60, b: 200 } },
} as const;
type PhotoName = keyof typeof photoFiles;

async function makePhotoFile(name: PhotoName) {
  const { width, height, format, colour } = photoFiles[name];
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const buffer = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer();
  return { name: `${name}.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

const shapeOf = (size: { width: number; height: number }) => (size.width / size.height).toFixed(2);
const nameOfShape = (size: { width: number; height: number }) => (Object.keys(photoFiles) as PhotoName[]).find((name) => shapeOf(photoFiles[name]) === shapeOf(size));

/** Which photo an <img> shows, by the width and height it reserves. */
async function shownPhoto(image: Locator) {
  const [width, height] = await Promise.all([image.getAttribute('width'), image.getAttribute('height')]);
  return nameOfShape({ width: Number(width), height: Number(height) });
}

type StoredPhoto = { id: string; width: number; height: number; isPublic: boolean; isCover: boolean };

/** The listing's photos as the API keeps them: name, cover, public, in order. */
async function storedPhotos(request: APIRequestContext, listingId: string) {
  const response = await request.get(`/api/listings/${listingId}/photos`);
  expect(response.status(), await response.text()).toBe(200);
  const { photos } = (await response.json()) as { photos: StoredPhoto[] };
  return photos.map((photo) => ({ name: nameOfShape(photo), isCover: photo.isCover, isPublic: photo.isPublic }));
}

const photoList = (page: Page) => page.getByRole('list', { name: 'Photos in order' });

async function fillListingForm(page: Page, title: string) {
  await page.getByLabel('Business Name').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Food & Beverage' });
  await page.getByLabel('Business Description').fill('A bakery with a loyal morning crowd and a wholesale order book.');
  await page.getByLabel('Location').fill('Pune, Maharashtra');
  await page.getByLabel('Asking Price (₹)').fill('2200000');
}

for (const viewport of [
  { name: 'a laptop', width: 1440, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
]) {
  test(`a seller adds, orders and hides photos; a buyer browses them in the gallery, on ${viewport.name}`, async ({ page, browser, appUrl, clientAddress }) => {
    // Five pages with axe, three uploads re-encoded by the server and two browsers: longer than most journeys.
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const title = `Deccan Bakes ${Date.now().toString(36)}`;
    await signUpViaApi(page.request, appUrl, { fullName: 'Anjali Kulkarni', email: uniqueEmail('seller'), role: 'seller' });

    // The create form: three photos chosen, in the order they were picked.
    await openPage(page, paths.createListing);
    await fillListingForm(page, title);
    await page.getByLabel('Add photos').setInputFiles([await makePhotoFile('red'), await makePhotoFile('green'), await makePhotoFile('blue')]);
    await expect(photoList(page).getByRole('listitem')).toHaveCount(3);
    await expect(photoList(page)).toContainText('red.jpg');
    await expect(page.getByText('Private photos are shown only to you and admins.')).toBeVisible();
    // The first photo is the cover until another is picked.
    await expect(page.getByRole('radio', { name: 'Cover (photo 1)' })).toBeChecked();
    await expectAccessible(page);

    // Blue moves to the front with the keyboard; the focus stays on it, so it moves on with another key press.
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Photo moved to position 2 of 3.' })).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(photoList(page).getByRole('listitem').first()).toContainText('blue.jpg');
    // Green (now third) is the cover; red (now second) is private.
    await page.getByRole('radio', { name: 'Cover (photo 3)' }).check();
    await page.getByRole('checkbox', { name: 'Public (photo 2)' }).uncheck();

    const createResponse = page.waitForResponse((response) => response.url().endsWith('/api/listings') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Listing' }).click();
    const { id: listingId } = (await (await createResponse).json()) as { id: string };
    await expect(page).toHaveURL(paths.dashboard);
    expect(await storedPhotos(page.request, listingId)).toEqual([
      { name: 'blue', isCover: false, isPublic: true },
      { name: 'red', isCover: false, isPublic: false },
      { name: 'green', isCover: true, isPublic: true },
    ]);

    // The edit page: the same photos, each change saved at once.
    await openPage(page, paths.editListing(listingId));
    await expect(photoList(page).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Cover (photo 3)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Public (photo 2)' })).not.toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Move photo 1 later' }).click();
    await expect.poll(async () => (await storedPhotos(page.request, listingId)).map((photo) => photo.name)).toEqual(['red', 'blue', 'green']);
    await expect(page.getByRole('checkbox', { name: 'Public (photo 1)' })).not.toBeChecked();

    // Approved, the listing is public.
    const admin = await newDevice(browser, appUrl, clientAddress);
    await signInViaApi(admin.context.request, appUrl, demoAdmin);
    await approveListingViaApi(admin.context.request, appUrl, listingId);
    await admin.context.close();

    // A buyer: the cover first and large, then blue; red is private and absent.
    const buyer = await newDevice(browser, appUrl, clientAddress);
    await buyer.page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openPage(buyer.page, paths.listing(listingId));
    const gallery = buyer.page.getByRole('region', { name: 'Photos' });
    const galleryImages = gallery.getByRole('img');
    await expect(galleryImages).toHaveCount(2);
    await expect(galleryImages.first()).toHaveAttribute('alt', `${title}, photo 1 of 2`);
    // The cover: its own size reserved, fetched first; the thumbnails lazily.
    expect(await shownPhoto(galleryImages.first())).toBe('green');
    await expect(galleryImages.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(galleryImages.first()).not.toHaveAttribute('loading', 'lazy');
    expect(await shownPhoto(galleryImages.nth(1))).toBe('blue');
    await expect(galleryImages.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(gallery.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', / 320w/);
    // A thumbnail comes after the script and the cover, and offers no rendition wider than it can ever use.
    await expect(galleryImages.nth(1)).toHaveAttribute('fetchpriority', 'low');
    const thumbnailSources = gallery.locator('picture source[type="image/webp"]').nth(1);
    await expect(thumbnailSources).toHaveAttribute('srcset', / 640w$/);
    await expectAccessible(buyer.page);

    // The lightbox: named by its place, the arrow keys move through it (and around), Escape closes it.
    await gallery.getByRole('link').first().click();
    const lightbox = buyer.page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('img')).toHaveAttribute('alt', `${title}, photo 1 of 2`);
    await expectAccessible(buyer.page);
    await buyer.page.keyboard.press('ArrowRight');
    await expect(buyer.page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
    expect(await shownPhoto(buyer.page.getByRole('dialog').getByRole('img'))).toBe('blue');
    // The lightbox offers the wider renditions the thumbnail left out.
    await expect(buyer.page.getByRole('dialog').locator('source[type="image/webp"]')).toHaveAttribute('srcset', / 1280w/);
    await buyer.page.keyboard.press('ArrowRight');
    await expect(buyer.page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
    await buyer.page.keyboard.press('ArrowLeft');
    await expect(buyer.page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
    await buyer.page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(buyer.page.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeVisible();
    await buyer.page.keyboard.press('Escape');
    await expect(buyer.page.getByRole('dialog')).toHaveCount(0);
    // Back where it was opened from.
    await expect(gallery.getByRole('link').first()).toBeFocused();

    // The browse card shows the public cover.
    await buyer.page.goto(`${paths.listings}?search=${encodeURIComponent(title)}`);
    const card = buyer.page.getByRole('article').filter({ hasText: title });
    // The card's image is decorative (alt ""): the title beside it names the listing.
    expect(await shownPhoto(card.locator('picture img'))).toBe('green');
    await expectAccessible(buyer.page);
    await buyer.context.close();
  });
}

test('a photo added to an approved listing reaches the buyer once an admin approves it', async ({ page, browser, appUrl, clientAddress }) => {
  test.slow();
  const title = `Nashik Vineyard Cafe ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Rohan Deshmukh', email: uniqueEmail('seller'), role: 'seller' });
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  const listingId = await createListingViaApi(page.request, appUrl, {
    title,
    description: 'A cafe among the vines with weekend tastings.',
    location: 'Nashik, Maharashtra',
    askingPrice: 30_00_000_00,
  });
  await approveListingViaApi(admin.context.request, appUrl, listingId);

  // The seller adds a photo to the public listing: it waits for review, and the buyer does not see it yet.
  await openPage(page, paths.editListing(listingId));
  await page.getByLabel('Add photos').setInputFiles([await makePhotoFile('blue')]);
  await expect(photoList(page).getByText('Awaiting review')).toBeVisible();
  const buyer = await newDevice(browser, appUrl, clientAddress);
  await openPage(buyer.page, paths.listing(listingId));
  await expect(buyer.page.getByRole('region', { name: 'Photos' })).toHaveCount(0);

  // The admin approves it in the moderation queue; the buyer then sees it.
  await openPage(admin.page, paths.admin);
  const queued = admin.page.getByRole('region', { name: /Photos waiting for review/ }).getByRole('listitem').filter({ hasText: title }).first();
  await expect(queued.getByRole('img', { name: `Photo 1 of ${title}, waiting for review` })).toBeVisible();
  await expectAccessible(admin.page);
  await queued.getByRole('button', { name: `Approve photo 1 of ${title}` }).click();
  await expectToast(admin.page, 'Photo approved successfully.');
  await openPage(buyer.page, paths.listing(listingId));
  const gallery = buyer.page.getByRole('region', { name: 'Photos' });
  expect(await shownPhoto(gallery.getByRole('img').first())).toBe('blue');
  await Promise.all([admin.context.close(), buyer.context.close()]);
});

test('on a phone the gallery shows one row of thumbnails and counts the rest; the lightbox reaches them all', async ({ page, browser, appUrl, clientAddress }) => {
  test.slow();
  const title = `Coorg Homestay ${Date.now().toString(36)}`;
  await signUpViaApi(page.request, appUrl, { fullName: 'Kavya Ponnappa', email: uniqueEmail('seller'), role: 'seller' });
  const listingId = await createListingViaApi(page.request, appUrl, {
    title,
    description: 'Six rooms among misty hills with a loyal guest list.',
    location: 'Madikeri, Karnataka',
    askingPrice: 85_00_000_00,
  });
  // Seven different pictures (identical files would be one), added before the listing's review.
  for (let shade = 0; shade < 7; shade += 1) {
    const buffer = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30 * shade, g: 120, b: 200 - 25 * shade } } }).jpeg().toBuffer();
    const added = await page.request.post(`/api/listings/${listingId}/photos`, { headers: { origin: appUrl }, multipart: { photo: { name: `room-${shade}.jpg`, mimeType: 'image/jpeg', buffer } } });
    expect(added.status(), await added.text()).toBe(201);
  }
  const admin = await newDevice(browser, appUrl, clientAddress);
  await signInViaApi(admin.context.request, appUrl, demoAdmin);
  await approveListingViaApi(admin.context.request, appUrl, listingId);

  const buyer = await newDevice(browser, appUrl, clientAddress);
  await buyer.page.setViewportSize({ width: 390, height: 844 });
  await openPage(buyer.page, paths.listing(listingId));
  const gallery = buyer.page.getByRole('region', { name: 'Photos' });
  // The cover and four thumbnails; the fourth says two more are in the lightbox.
  await expect(gallery.getByRole('img')).toHaveCount(5);
  const lastShown = gallery.getByRole('link', { name: `${title}, photo 5 of 7 (2 more photos)` });
  await expect(lastShown).toContainText('+2');
  await expect(buyer.page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
  await expectAccessible(buyer.page);
  await lastShown.click();
  await expect(buyer.page.getByRole('dialog', { name: 'Photo 5 of 7' })).toBeVisible();
  await buyer.page.keyboard.press('ArrowRight');
  await buyer.page.keyboard.press('ArrowRight');
  await expect(buyer.page.getByRole('dialog', { name: 'Photo 7 of 7' })).toBeVisible();
  await buyer.page.keyboard.press('Escape');

  // A laptop shows every thumbnail and no count.
  await buyer.page.setViewportSize({ width: 1440, height: 900 });
  await expect(gallery.getByRole('img')).toHaveCount(7);
  await expect(gallery.getByText('+2')).toBeHidden();
  await Promise.all([admin.context.close(), buyer.context.close()]);
});
