// The visitor's theme reaches the first paint (ADR 0039): the server writes <html data-theme> from the cookie on
// every page, the rendered ones from the anonymous page cache included, and the switch works as a plain form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entryServer from '../../../../web/src/entry-server.tsx';
import { createTestApp, nextClientAddress, type TestApp } from '../../../test/test-app.ts';
import { makeWebRoot, type WebRoot } from '../../../test/web-root.ts';
import { writePageTheme } from './page-theme.ts';

let webRoot: WebRoot;
let testApp: TestApp;

beforeAll(async () => {
  webRoot = makeWebRoot();
  testApp = await createTestApp({ webRoot: webRoot.path, pageRenderer: entryServer });
});
afterAll(async () => {
  await testApp.close();
  webRoot.remove();
});

const htmlTag = (html: string) => /<html[^>]*>/i.exec(html)?.[0];
const page = (path: string, cookie?: string) => testApp.request({ method: 'GET', url: path, cookie });

describe('the page theme from the cookie', () => {
  it('writes the chosen theme on <html> of a server-rendered page, and nothing without a choice', async () => {
    const plain = await page('/about');
    expect(plain.body).toContain('<div id="root"><'); // rendered, not the empty shell
    expect(htmlTag(plain.body)).toBe('<html lang="en">');
    // Right after, from the anonymous page cache: the same page, each visitor's theme on it.
    expect(htmlTag((await page('/about', 'theme=dark')).body)).toBe('<html data-theme="dark" lang="en">');
    expect(htmlTag((await page('/about', 'other=1; theme=light')).body)).toBe('<html data-theme="light" lang="en">');
    expect(htmlTag((await page('/about')).body)).toBe('<html lang="en">');
  });

  it('ignores a value that names no theme, and writes it on pages rendered in the browser too', async () => {
    expect(htmlTag((await page('/about', 'theme="><script>')).body)).toBe('<html lang="en">');
    expect(htmlTag((await page('/dashboard', 'theme=dark')).body)).toBe('<html data-theme="dark" lang="en">');
    expect(htmlTag((await page('/no-such-page', 'theme=dark')).body)).toBe('<html data-theme="dark" lang="en">');
  });

  it('leaves a page alone for the system theme', () => {
    expect(writePageTheme('<html lang="en"><body></body></html>', 'system')).toBe('<html lang="en"><body></body></html>');
  });
});

describe('POST /api/theme', () => {
  const sendForm = (fields: Record<string, string>) =>
    testApp.request({
      method: 'POST',
      url: '/api/theme',
      payload: new URLSearchParams(fields).toString(),
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextClientAddress(),
    });

  it('sets the cookie and goes back to the page when sent as a form before the script runs', async () => {
    const dark = await sendForm({ theme: 'dark', back: '/listings?search=chai' });
    expect(dark.statusCode).toBe(303);
    expect(dark.headers.location).toBe('/listings?search=chai');
    expect(dark.headers['set-cookie']).toBe('theme=dark; Path=/; Max-Age=34560000; SameSite=Lax');

    const system = await sendForm({ theme: 'system', back: '//evil.example/' });
    expect(system.headers.location).toBe('/');
    expect(system.headers['set-cookie']).toBe('theme=system; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('answers JSON, and refuses a theme it does not know with the error shape', async () => {
    const light = await testApp.request({ method: 'POST', url: '/api/theme', payload: { theme: 'light' } });
    expect(light.statusCode).toBe(200);
    expect(light.json()).toEqual({ theme: 'light' });
    const unknown = await testApp.request({ method: 'POST', url: '/api/theme', payload: { theme: 'sepia' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: expect.any(Object) });
  });
});
