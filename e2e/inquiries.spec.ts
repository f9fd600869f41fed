// Inquiries and live chat (issue 9), with a buyer's and a seller's browser side by side: the Send Inquiry card
// (sign in first and come back, empty message, Request Financials prefill, success, duplicate from a second tab,
// the state after a reload), the seller's Inquiries tab updating live, and a conversation in which replies, read
// marks, unread badges, the unlocked composer and closing travel between the two without a reload.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DUPLICATE_INQUIRY_MESSAGE, WAITING_FOR_SELLER } from '../common/src/inquiries.ts';
import { approveListingViaApi, demoAdmin, expect, expectAccessible, expectToast, newDevice, openPage, signInViaApi, signOutViaApi, signUpViaApi, test, uniqueEmail, type E2eUser } from './support/fixtures';

interface Cast {
  seller: { user: E2eUser; page: Page };
  buyer: { user: E2eUser; page: Page };
  listing: { id: string; title: string; contactEmail: string };
}

/** A seller (signed in on `sellerPage`) with an approved listing, and a buyer with an account on a device of their own. */
async function makeCast(
  { sellerPage, browser, appUrl, clientAddress, admin }: { sellerPage: Page; browser: Browser; appUrl: string; clientAddress: string; admin: APIRequestContext },
  { signBuyerIn }: { signBuyerIn: boolean },
): Promise<Cast & { closeBuyer: () => Promise<void> }> {
  const sellerUser = await signUpViaApi(sellerPage.request, appUrl, { fullName: 'Meera Iyer', email: uniqueEmail('seller'), role: 'seller' });
  const title = `Udupi Tiffin Centre ${Date.now().toString(36)}`;
  const contactEmail = uniqueEmail('udupi-contact');
  const categories = (await (await sellerPage.request.get('/api/categories')).json()) as { items: { id: string }[] };
  const created = await sellerPage.request.post('/api/listings', {
    headers: { origin: appUrl },
    data: {
      title,
      categoryId: categories.items[0]?.id,
      description: 'A busy breakfast place near the bus stand with loyal regulars.',
      location: 'Mangaluru, Karnataka',
      askingPrice: 18_00_000_00,
      contactEmail,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await approveListingViaApi(admin, appUrl, id);

  const device = await newDevice(browser, appUrl, clientAddress);
  const buyerFields = { fullName: 'Arjun Rao', email: uniqueEmail('buyer'), role: 'buyer' } as const;
  const buyerUser = await signUpViaApi(device.context.request, appUrl, buyerFields);
  // An account that exists, with the browser signed out.
  if (!signBuyerIn) await signOutViaApi(device.context.request, appUrl);
  return {
    seller: { user: sellerUser, page: sellerPage },
    buyer: { user: buyerUser, page: device.page },
    listing: { id, title, contactEmail },
    closeBuyer: () => device.context.close(),
  };
}

/** Resolves once the page has opened the app's realtime socket. */
function realtimeSocket(page: Page) {
  return page.waitForEvent('websocket', (socket) => socket.url().endsWith('/api/realtime'));
}

const inquiryCard = (page: Page, title: string) => page.getByRole('list', { name: 'Inquiries' }).getByRole('listitem').filter({ hasText: title });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByLabel('Your message', { exact: true });

test.describe('inquiries', () => {
  let admin: APIRequestContext;

  test.beforeEach(async ({ playwright, appUrl, clientAddress }) => {
    admin = await playwright.request.newContext({ baseURL: appUrl, extraHTTPHeaders: { 'x-forwarded-for': clientAddress } });
    await signInViaApi(admin, appUrl, demoAdmin);
  });

  test.afterEach(async () => {
    await admin.dispose();
  });

  test('a buyer sends an inquiry from the listing page and the seller’s Inquiries tab shows it live', async ({ page, browser, appUrl, clientAddress }) => {
    const cast = await makeCast({ sellerPage: page, browser, appUrl, clientAddress, admin }, { signBuyerIn: false });
    const { buyer, seller, listing } = cast;

    const sellerSocket = realtimeSocket(seller.page);
    await openPage(seller.page, '/dashboard?tab=inquiries');
    await sellerSocket;
    await expect(seller.page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
    await expect(seller.page.getByRole('heading', { name: 'No inquiries yet' })).toBeVisible();

    // Signed out: Send Inquiry leads to /auth and back, with the typed message kept.
    await openPage(buyer.page, `/listing/${listing.id}`);
    await expect(buyer.page.getByText('Contact via inquiry form').first()).toBeVisible();
    const messageBox = buyer.page.getByLabel('Your message to the seller');
    await messageBox.fill('Namaste! Is the lease transferable?');
    await buyer.page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(buyer.page).toHaveURL(/\/auth$/);
    await buyer.page.getByLabel('Email').fill(buyer.user.email);
    await buyer.page.getByLabel('Password', { exact: true }).fill(buyer.user.password);
    await buyer.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(buyer.page).toHaveURL(new RegExp(`/listing/${listing.id}$`));
    await expect(messageBox).toHaveValue('Namaste! Is the lease transferable?');

    // A second tab of the buyer, open before the inquiry exists (for the duplicate below).
    const secondTab = await buyer.page.context().newPage();
    await openPage(secondTab, `/listing/${listing.id}`);
    await expect(secondTab.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();

    await messageBox.fill('   ');
    await buyer.page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(buyer.page, 'Please enter a message');
    await expectAccessible(buyer.page);

    // Request Financials prefills the composer with the documents ticked in its dialog.
    await buyer.page.getByRole('button', { name: 'Request Financials' }).click();
    const financials = buyer.page.getByRole('dialog', { name: 'Request financials' });
    await expect(financials.getByLabel('Balance sheet')).toBeChecked();
    await financials.getByLabel('GST returns').uncheck();
    await financials.getByRole('button', { name: 'Add to message' }).click();
    await expect(financials).toBeHidden();
    await expect(messageBox).toHaveValue(
      `I would like to review the financials of ${listing.title}: profit and loss statements for the last 3 years, balance sheet, bank statements for 12 months.`,
    );
    await expect(messageBox).toBeFocused();

    await buyer.page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(buyer.page, 'Inquiry sent successfully!', 'The seller will be notified and respond to your inquiry soon.');
    await expect(buyer.page.getByRole('heading', { name: 'Inquiry Sent' })).toBeVisible();
    await expect(buyer.page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expectAccessible(buyer.page);

    // The seller's tab updates without a reload: a new card, waiting for their answer.
    const card = inquiryCard(seller.page, listing.title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Buyer: Arjun Rao')).toBeVisible();
    await expect(card.getByText('1 unread')).toBeVisible();
    await expect(card.getByText(/I would like to review the financials/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Respond' })).toBeVisible();
    await expectAccessible(seller.page);

    // One inquiry per buyer and listing: the API answers 409, and the stale tab says so and catches up.
    const again = await buyer.page.request.post(`/api/listings/${listing.id}/inquiries`, { headers: { origin: appUrl }, data: { message: 'Hello again' } });
    expect(again.status()).toBe(409);
    await secondTab.getByLabel('Your message to the seller').fill('Hello again from my other tab');
    await secondTab.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectToast(secondTab, 'Inquiry already sent', DUPLICATE_INQUIRY_MESSAGE);
    await expect(secondTab.getByRole('heading', { name: 'Inquiry Sent' })).toBeVisible();
    await secondTab.close();

    // After a reload the card still knows, and links straight to the conversation, which waits for the seller.
    await buyer.page.reload();
    await expect(buyer.page.getByRole('heading', { name: 'Inquiry Sent' })).toBeVisible();
    // While the seller has not answered, a request cannot go into the conversation yet: the buyer is told why.
    await buyer.page.getByRole('button', { name: 'Schedule Visit' }).click();
    await expect(buyer.page.getByRole('dialog', { name: 'Schedule a visit' })).toBeHidden();
    await expect(buyer.page.getByRole('status').filter({ hasText: 'The seller has not responded yet.' })).toBeVisible();
    await buyer.page.getByRole('link', { name: 'Open conversation' }).click();
    await expect(buyer.page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(buyer.page.getByText(WAITING_FOR_SELLER, { exact: true })).toBeVisible();
    await expect(composer(buyer.page)).toHaveCount(0);
    await cast.closeBuyer();
  });

  test('buyer and seller chat live: replies, Seen, unread badges, unlocked composer and contact details, links, closing', async ({ page, browser, appUrl, clientAddress }) => {
    const cast = await makeCast({ sellerPage: page, browser, appUrl, clientAddress, admin }, { signBuyerIn: true });
    const { buyer, seller, listing } = cast;
    const sent = await buyer.page.request.post(`/api/listings/${listing.id}/inquiries`, {
      headers: { origin: appUrl },
      data: { message: 'Hello, I run two restaurants in Udupi and would like to know more.' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id: inquiryId } = (await sent.json()) as { id: string };

    // The buyer waits on the conversation page; the seller opens it from the Inquiries tab.
    const buyerSocket = realtimeSocket(buyer.page);
    await openPage(buyer.page, `/dashboard/inquiries/${inquiryId}`);
    await buyerSocket;
    await expect(buyer.page.getByText(WAITING_FOR_SELLER, { exact: true })).toBeVisible();
    await expect(buyer.page.getByText('Seller: Meera Iyer')).toBeVisible();

    await openPage(seller.page, '/dashboard?tab=inquiries');
    await inquiryCard(seller.page, listing.title).getByRole('link', { name: 'Respond' }).click();
    await expect(seller.page).toHaveURL(new RegExp(`/dashboard/inquiries/${inquiryId}$`));
    await expect(seller.page.getByText('Buyer: Arjun Rao')).toBeVisible();
    await expect(seller.page.getByText('Hello, I run two restaurants in Udupi')).toBeVisible();
    // The title leads to the listing, where its own seller gets no composer.
    await seller.page.getByRole('link', { name: listing.title }).click();
    await expect(seller.page.getByText('This is your listing.')).toBeVisible();
    await expect(seller.page.getByRole('button', { name: 'Send Inquiry' })).toHaveCount(0);
    await seller.page.goBack();
    // The buyer's initial message: read by the seller now, which the buyer sees.
    await expect(buyer.page.getByRole('region', { name: 'Initial inquiry' }).getByText('Seen')).toBeVisible();

    await composer(seller.page).fill('Thank you! The P&L is here: https://files.example.com/udupi/pl.pdf.');
    await composer(seller.page).press('Enter');
    await expect(thread(seller.page).getByRole('listitem').last()).toContainText('files.example.com');
    await expect(composer(seller.page)).toHaveValue('');
    await expectAccessible(seller.page);

    // The buyer sees the reply without a reload; the composer unlocks; the address is a safe link.
    const reply = thread(buyer.page).getByRole('listitem').last();
    await expect(reply).toContainText('Thank you! The P&L is here:');
    const link = reply.getByRole('link', { name: 'https://files.example.com/udupi/pl.pdf' });
    await expect(link).toHaveAttribute('href', 'https://files.example.com/udupi/pl.pdf');
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(buyer.page.getByText(WAITING_FOR_SELLER)).toHaveCount(0);
    await expect(composer(buyer.page)).toBeVisible();
    // The buyer's open thread read it: the seller's message shows Seen.
    await expect(thread(seller.page).getByRole('listitem').last()).toContainText('Seen');
    await expectAccessible(buyer.page);

    // Shift+Enter is a new line, Enter sends; the seller gets both lines live.
    await composer(buyer.page).fill('line 1');
    await composer(buyer.page).press('Shift+Enter');
    await composer(buyer.page).pressSequentially('line 2');
    await composer(buyer.page).press('Enter');
    const twoLines = thread(seller.page).getByRole('listitem').filter({ hasText: 'line 1' });
    await expect(twoLines).toBeVisible();
    expect(await twoLines.locator('p').first().innerText()).toBe('line 1\nline 2');
    await expect(thread(buyer.page).getByRole('listitem').last()).toContainText(/Sent|Seen/);

    // Unread badge on the buyer's dashboard: rises live, clears once the conversation was opened.
    await buyer.page.getByRole('link', { name: 'Back to Inquiries' }).click();
    const buyerCard = inquiryCard(buyer.page, listing.title);
    await expect(buyerCard.getByRole('link', { name: 'Continue Chat' })).toBeVisible();
    await composer(seller.page).fill('Happy to arrange a visit any weekday.');
    await composer(seller.page).press('Enter');
    await expect(buyerCard.getByText('1 unread')).toBeVisible();
    await expect(buyerCard.getByText('Happy to arrange a visit any weekday.')).toBeVisible();
    await buyerCard.getByRole('link', { name: 'Continue Chat' }).click();
    await expect(thread(buyer.page).getByRole('listitem').last()).toContainText('Happy to arrange a visit');
    await expect(thread(seller.page).getByRole('listitem').last()).toContainText('Seen');
    await buyer.page.getByRole('link', { name: 'Back to Inquiries' }).click();
    await expect(buyerCard.getByRole('link', { name: 'Continue Chat' })).toBeVisible();
    await expect(buyerCard.getByText(/unread/)).toHaveCount(0);

    // The seller has responded: the listing page now shows their real contact e-mail.
    await buyerCard.getByRole('link', { name: 'Continue Chat' }).click();
    await buyer.page.getByRole('link', { name: listing.title }).click();
    await expect(buyer.page.getByRole('link', { name: listing.contactEmail })).toHaveAttribute('href', `mailto:${listing.contactEmail}`);
    await expect(buyer.page.getByText('Contact via inquiry form')).toHaveCount(0);
    // With the conversation open, Schedule Visit posts the request into it.
    await buyer.page.getByRole('button', { name: 'Schedule Visit' }).click();
    const visit = buyer.page.getByRole('dialog', { name: 'Schedule a visit' });
    await visit.getByLabel('Preferred date').fill('2030-03-18');
    await visit.getByLabel('Preferred time').selectOption({ label: 'Evening (4 pm – 7 pm)' });
    await visit.getByRole('button', { name: 'Send request' }).click();
    await expectToast(buyer.page, 'Message sent', 'Your message has been sent successfully.');
    await expect(visit).toBeHidden();
    await expect(thread(seller.page).getByRole('listitem').last()).toContainText(
      `I would like to schedule a visit to ${listing.title}.\nPreferred date: Monday, 18 March 2030, evening (4 pm – 7 pm).`,
    );
    await buyer.page.goBack();
    await expect(composer(buyer.page)).toBeVisible();

    // Either side may close, after a confirmation; both then see why the composer is gone.
    await seller.page.getByRole('button', { name: 'Close inquiry' }).click();
    const confirm = seller.page.getByRole('dialog', { name: 'Close this inquiry?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(composer(seller.page)).toBeVisible();
    await seller.page.getByRole('button', { name: 'Close inquiry' }).click();
    await confirm.getByRole('button', { name: 'Close inquiry' }).click();
    await expectToast(seller.page, 'Inquiry closed');
    await expect(seller.page.getByText('You closed this inquiry. No more messages can be sent in this conversation.')).toBeVisible();
    await expect(composer(seller.page)).toHaveCount(0);
    await expect(buyer.page.getByText('Meera Iyer closed this inquiry. No more messages can be sent in this conversation.')).toBeVisible();
    await expect(composer(buyer.page)).toHaveCount(0);
    await expect(buyer.page.getByText('Closed', { exact: true })).toBeVisible();
    await expectAccessible(buyer.page);

    // A conversation that does not exist, or is someone else's, is not found.
    await openPage(buyer.page, '/dashboard/inquiries/00000000-0000-4000-8000-000000000000');
    await expect(buyer.page.getByRole('heading', { level: 1, name: 'Conversation not found' })).toBeVisible();
    await expect(buyer.page.getByRole('link', { name: 'Back to Inquiries' })).toHaveAttribute('href', '/dashboard?tab=inquiries');
    await cast.closeBuyer();
  });
});
