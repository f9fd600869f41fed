// Visitors without a session share a public page's rendering for a few seconds (anonymous-page-cache.ts); a
// change to the approved listings starts afresh, and a signed-in visitor's page is always rendered for them.
// (Across processes: public-pages-across-processes.test.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as entryServer from '../../../../web/src/entry-server.tsx';
import { makeListing } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';
import { ANONYMOUS_PAGE_STALE_MS, ANONYMOUS_PAGE_TTL_MS } from './anonymous-page-cache.ts';

describe('the anonymous page cache', () => {
  let webRoot: WebRoot;
  let testApp: TestApp;
  const renderPage = vi.fn(entryServer.renderPage);
  const term = `quokkapage${Date.now().toString(36)}`;
  const page = (url: string, cookie?: string) => testApp.request({ method: 'GET', url, ...(cookie && { cookie }) });

  beforeAll(async () => {
    webRoot = makeWebRoot();
    testApp = await createTestApp({ webRoot: webRoot.path, pageRenderer: { renderPage } });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp.close();
    webRoot.remove();
  });

  it('renders a public page once for every visitor without a session within its time to live, and afresh after an approval', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = `/listings?search=${term}`;
    await makeListing(testApp, { title: `Cafe ${term} one`, status: 'approved' });
    // Its notice (ADR 0026) has arrived and done its forgetting before the page is kept.
    expect(await testApp.app.realtime.catchUpOnRevocations()).toBe(true);
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`Cafe ${term} one`);
    const renders = renderPage.mock.calls.length;

    // A listing the public does not see changes no page: visitors get the same page, rendered once.
    const pending = await makeListing(testApp, { title: `Cafe ${term} two`, status: 'pending' });
    const again = await Promise.all([page(url), page(url)]);
    expect(again.map((answer) => answer.body)).toEqual([first.body, first.body]);
    expect(renderPage.mock.calls.length).toBe(renders);

    // A public one, even written behind the API's back, is announced by the database (migration 0021, ADR 0026).
    await makeListing(testApp, { title: `Cafe ${term} three`, status: 'approved' });
    await vi.waitFor(async () => expect((await page(url)).body).toContain(`Cafe ${term} three`), { timeout: 2_000, interval: 20 });
    const rendersWithThree = renderPage.mock.calls.length;

    // A signed-in visitor's page is theirs (their name in the navigation bar, their data): always rendered.
    const buyer = await testApp.makeUser({ role: 'buyer' });
    const signedIn = await page(url, buyer.cookie);
    expect(signedIn.body).toContain(`Cafe ${term} three`);
    expect(renderPage.mock.calls.length).toBe(rendersWithThree + 1);

    // Past the time to live and the minute a stale page is still answered while it is rendered afresh.
    vi.setSystemTime(Date.now() + ANONYMOUS_PAGE_TTL_MS + ANONYMOUS_PAGE_STALE_MS + 1);
    expect((await page(url)).body).toContain(`Cafe ${term} three`);

    // An approval in this process is seen on the next visit, not when the time to live has passed.
    const admin = await testApp.makeUser({ role: 'admin' });
    const approve = await testApp.request({ method: 'PATCH', url: `/api/admin/listings/${pending.id}/status`, cookie: admin.cookie, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect((await page(url)).body).toContain(`Cafe ${term} two`);
  });

  it('does not keep a page whose render failed', async () => {
    const url = `/listings?search=${term}-failing`;
    renderPage.mockRejectedValueOnce(new Error('the renderer failed once'));
    const shell = await page(url);
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    const rendered = await page(url);
    expect(rendered.body).not.toContain('<div id="root"></div>');
  });
});
