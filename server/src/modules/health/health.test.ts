import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database as reachable', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('documents both answers, the 503 in the one error shape', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/docs' });
    const document = response.json<{ paths: Record<string, { get: { responses: Record<string, unknown> } }> }>();
    const responses = document.paths['/api/health']?.get.responses;
    expect(JSON.stringify(responses?.['200'])).toContain('reachable');
    expect(JSON.stringify(responses?.['503'])).toContain('"error"');
  });

  it('answers 503 in the error shape when the database is gone', async () => {
    await testApp.database.close();
    const response = await testApp.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'BizBazaar is temporarily unavailable. Please try again in a minute.' } });
  });

  it('answers 503 in the error shape, not 500, when a request needs the missing database', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/categories' },
      { method: 'POST' as const, url: '/api/auth/sign-in/email', payload: { email: 'someone@example.com', password: 'whatever-123' } },
    ]) {
      const response = await testApp.request(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: 'BizBazaar is temporarily unavailable. Please try again in a minute.' } });
    }
  });
});
