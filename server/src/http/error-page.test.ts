// Pages that fail on our side answer with a small HTML page (ADR 0007); API calls keep the JSON error shape.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { renderErrorPage } from './error-page.ts';
import { makeWebRoot, type WebRoot } from '../../test/web-root.ts';

const SECRET_IN_EXCEPTION = 'postgres://admin:hunter2@db.internal/bizbazaar refused';
const UNAVAILABLE_MESSAGE = 'BizBazaar is temporarily unavailable. Please try again in a minute.';

let webRoot: WebRoot;
let testApp: TestApp;
beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({
    webRoot: webRoot.path,
    beforeReady(app) {
      app.get('/test/explode', async () => {
        throw new Error(SECRET_IN_EXCEPTION);
      });
    },
  });
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

describe('the error page', () => {
  it('answers a page that fails with 500 as HTML with a reference, and hides the cause', async () => {
    const response = await testApp.request({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('Something went wrong on our side.');
    expect(response.body).toMatch(/Reference: <code>[^<]+<\/code>/);
    expect(response.body).toContain('<a href="/">Go back home</a>');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('hunter2');
  });

  it('escapes everything it shows', () => {
    const html = renderErrorPage({ message: 'Tom & "Jerry" <b>', requestId: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Tom &#38; &#34;Jerry&#34; &#60;b&#62;');
  });

  it('answers 503 as HTML for a page and as the error shape for the API when the database is gone', async () => {
    await testApp.database.close();
    const listingId = randomUUID();

    const page = await testApp.request({ method: 'GET', url: `/listing/${listingId}` });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(UNAVAILABLE_MESSAGE);
    expect(page.body).not.toContain('Reference:');

    const api = await testApp.request({ method: 'GET', url: `/api/listings/${listingId}` });
    expect(api.statusCode).toBe(503);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.json<ApiErrorBody>()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE } });
  });
});
