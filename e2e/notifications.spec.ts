// Notifications (issue 9; ARCHITECTURE §6): a seller's bell counts a buyer's new inquiry live, without a reload,
// the panel and /notifications list it and lead to the conversation, "Mark all as read" clears the badge, and a
// dropped socket reconnects on its own and keeps delivering.
import type { APIRequestContext, Browser, Page, WebSocket, WebSocketRoute } from '@playwright/test';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, newDevice, openPage, signInViaApi, signUpViaApi, test as base, uniqueEmail, type E2eUser } from './support/fixtures';

// The client waits 1, 2, 5 then 10 s between attempts: a reconnect may take one full cycle.
const RECONNECT_TIMEOUT_MS = 20_000;

interface Setup {
  appUrl: string;
  clientAddress: string;
  browser: Browser;
  admin: APIRequestContext;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Creates a listing as the signed-in seller of `request`, has the demo admin approve it and reads the notice; returns its id. */
async function approvedListing(request: APIRequestContext, { appUrl, admin }: Setup, title: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { items: { id: string }[] };
  const categoryId = categories.items[0]?.id;
  if (!categoryId) throw new Error('the demo data has no categories');
  const created = await request.post('/api/listings', {
    headers: { origin: appUrl },
    data: { title, categoryId, description: 'A steady neighbourhood business with loyal regulars.', location: 'Pune, Maharashtra', askingPrice: 25_00_000_00 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveListingViaApi(admin, appUrl, id);
  // The approval tells the seller (issue 10); read, so the bell starts from zero and counts only the inquiries.
  const read = await request.post('/api/notifications/read-all', { headers: { origin: appUrl } });
  expect(read.status(), await read.text()).toBe(200);
  return id;
}

/** A buyer on their own device who sends inquiries through the API; returns a function sending one. */
async function buyerDevice({ appUrl, clientAddress, browser }: Setup, fullName: string) {
  const device = await newDevice(browser, appUrl, clientAddress);
  const buyer: E2eUser = await signUpViaApi(device.context.request, appUrl, { fullName, email: uniqueEmail('buyer'), role: 'buyer' });
  const sendInquiry = async (listingId: string): Promise<string> => {
    const response = await device.context.request.post(`/api/listings/${listingId}/inquiries`, {
      headers: { origin: appUrl },
      data: { message: 'Hello, is the business still available? I would like to know more.' },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  return { buyer, sendInquiry, close: () => device.context.close() };
}

/** Resolves with the page's next WebSocket (the realtime socket is the app's only one). */
function nextSocket(page: Page): Promise<WebSocket> {
  return page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'));
}

// The demo admin approves listings through the API (as in the listings journeys).
const test = base.extend<{ setup: Setup }>({
  setup: async ({ appUrl, clientAddress, browser, playwright }, use) => {
    const admin = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    await signInViaApi(admin, appUrl, demoAdmin);
    await use({ appUrl, clientAddress, browser, admin });
    await admin.dispose();
  },
});

test.describe('notifications', () => {
  test('a new inquiry shows up live on the seller’s bell, opens the conversation and is marked read', async ({ page, appUrl, setup }) => {
    await signUpViaApi(page.request, appUrl, { fullName: 'Meera Iyer', email: uniqueEmail('seller'), role: 'seller' });
    const suffix = Date.now().toString(36);
    const firstListing = await approvedListing(page.request, setup, `Masala Dosa Corner ${suffix}`);
    const secondListing = await approvedListing(page.request, setup, `Filter Coffee Cart ${suffix}`);

    const socket = nextSocket(page);
    await openPage(page, '/');
    await socket;
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page)).toHaveText('');

    const buyer = await buyerDevice(setup, 'Rohan Mehta');
    const inquiryId = await buyer.sendInquiry(firstListing);

    // No reload: the event reaches the open page through its socket.
    await expect(bell(page)).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    const panel = page.getByRole('menu');
    const item = panel.getByRole('menuitem', { name: /New Inquiry/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Rohan Mehta asked about Masala Dosa Corner ${suffix}`);
    await expect(item).toContainText('Unread');
    await expect(panel.getByRole('menuitem', { name: 'View all' })).toBeVisible();
    await expectAccessible(page);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/inquiries/${inquiryId}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // A second inquiry arrives while the seller is elsewhere in the app.
    await buyer.sendInquiry(secondListing);
    await expect(bell(page)).toHaveText('1');

    await openPage(page, '/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // The two inquiries, newest first, above the two (read) approval notices of the listings.
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    const items = page.getByRole('main').getByRole('listitem').filter({ hasText: 'New Inquiry' });
    await expect(items).toHaveCount(2);
    // Newest first: the unread second inquiry, then the first one, read.
    await expect(items.nth(0)).toContainText(`Filter Coffee Cart ${suffix}`);
    await expect(items.nth(0)).toContainText('Unread');
    await expect(items.nth(1)).toContainText(`Masala Dosa Corner ${suffix}`);
    await expect(items.nth(1)).not.toContainText('Unread');
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', `/dashboard/inquiries/${inquiryId}`);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveText('');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(items.nth(0)).not.toContainText('Unread');
    await expect(page.getByRole('main').getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await buyer.close();
  });

  test('after the connection drops, the socket reconnects, catches up and keeps delivering live', async ({ page, appUrl, setup }) => {
    await signUpViaApi(page.request, appUrl, { fullName: 'Arjun Rao', email: uniqueEmail('seller'), role: 'seller' });
    const suffix = Date.now().toString(36);
    const firstListing = await approvedListing(page.request, setup, `Tailoring Studio ${suffix}`);
    const secondListing = await approvedListing(page.request, setup, `Mobile Repair Kiosk ${suffix}`);
    const buyer = await buyerDevice(setup, 'Sneha Kulkarni');

    // The page's sockets pass through the test, which can lose what the server sends and cut the connection
    // (going offline in the browser does not close an open WebSocket).
    const sockets: WebSocketRoute[] = [];
    let isLosingEvents = false;
    await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!isLosingEvents) socket.send(message);
      });
      sockets.push(socket);
    });

    await openPage(page, '/');
    await expect.poll(() => sockets.length).toBe(1);
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // The event of this inquiry never reaches the page; then the connection drops.
    isLosingEvents = true;
    await buyer.sendInquiry(firstListing);
    await sockets[0]?.close({ code: 1001, reason: 'Going away' });
    isLosingEvents = false;

    // The client reconnects by itself and refetches what it shows: the missed notification appears.
    await expect.poll(() => sockets.length, { timeout: RECONNECT_TIMEOUT_MS }).toBe(2);
    await expect(bell(page)).toHaveText('1');

    // The new socket delivers live again.
    await buyer.sendInquiry(secondListing);
    await expect(bell(page)).toHaveText('2');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    expect(sockets).toHaveLength(2);

    await buyer.close();
  });

  test('on a phone the bell stays in the bar, the menu links to /notifications, which starts empty', async ({ page, appUrl }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page.request, appUrl, { fullName: 'Kiran Desai', email: uniqueEmail('buyer'), role: 'buyer' });
    await openPage(page, '/');
    await expect(bell(page)).toBeVisible();
    await bell(page).click();
    await expect(page.getByRole('menu').getByText('No notifications yet')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mark all as read' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Notifications', exact: true }).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('signed out, /notifications sends the visitor to sign in and the bell stays a plain link', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' })).toBeVisible();
  });
});
