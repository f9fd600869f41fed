// Visitors without a session share a public page's rendering for a few seconds (anonymous-page-cache.ts); a
// change to the approved listings starts afresh, and a signed-in visitor's page is always rendered for them.
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
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`Cafe ${term} one`);
    const renders = renderPage.mock.calls.length;

    // Written behind the API's back, so nothing tells the cache: visitors get the same page, rendered once.
    const pending = await makeListing(testApp, { title: `Cafe ${term} two`, status: 'pending' });
    await makeListing(testApp, { title: `Cafe ${term} three`, status: 'approved' });
    const again = await Promise.all([page(url), page(url)]);
    expect(again.map((answer) => answer.body)).toEqual([first.body, first.body]);
    expect(renderPage.mock.calls.length).toBe(renders);

    // A signed-in visitor's page is theirs (their name in the navigation bar, their data): always rendered.
    const buyer = await testApp.makeUser({ role: 'buyer' });
    const signedIn = await page(url, buyer.cookie);
    expect(signedIn.body).toContain(`Cafe ${term} three`);
    expect(renderPage.mock.calls.length).toBe(renders + 1);

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
