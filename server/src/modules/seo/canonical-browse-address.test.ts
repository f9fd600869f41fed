// Issue 24: the browse filters are a GET form that works without the script; what it sends (empty fields,
// defaults, "50 lakh") is redirected to the one address the script builds, so both land on the same page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';

let webRoot: WebRoot;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({ webRoot: webRoot.path });
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

const get = (url: string) => testApp.request({ method: 'GET', url });

describe('browse addresses', () => {
  it('redirect what the form sends without the script to the canonical address', async () => {
    const response = await get('/listings?search=+chai+cafe+&category=&location=&minPrice=50+lakh&maxPrice=1.5+Cr&sort=&order=desc');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/listings?search=chai+cafe&minPrice=5000000&maxPrice=15000000');
  });

  it('redirect the hero search sent empty to the plain browse page', async () => {
    const response = await get('/listings?search=');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/listings');
  });

  it('answer the canonical address itself with the page', async () => {
    for (const url of ['/listings', '/listings?search=chai+cafe&sort=price&order=asc', '/listings?category=food&cursor=abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('leave other pages alone', async () => {
    expect((await get('/?search=')).statusCode).toBe(200);
    expect((await get('/about?x=')).statusCode).toBe(200);
  });
});
