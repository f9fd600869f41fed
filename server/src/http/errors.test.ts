import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@common/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { StorageUnavailableError } from '../storage/file-storage.ts';
import { conflict, serviceUnavailableBody } from './errors.ts';

const SECRET_IN_EXCEPTION = 'postgres://admin:hunter2@db.internal/bizbazaar refused';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/explode', async () => {
        throw new Error(SECRET_IN_EXCEPTION);
      });
      app.get('/api/test/storage-down', async () => {
        throw new StorageUnavailableError('the file store could not read a file (AccessDenied, HTTP 403)');
      });
      app.get('/api/test/conflict', async () => {
        throw conflict('That listing already has an inquiry from you.');
      });
    },
  });
});
afterAll(() => testApp.close());

describe('the error shape', () => {
  it('answers a NUL character in user text with 400, not 500', async () => {
    const user = await testApp.makeUser();
    const response = await testApp.request({ method: 'PATCH', url: '/api/profile', cookie: user.cookie, payload: { fullName: 'Asha\u0000Rao' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'The request contains an invalid character.' } });
  });

  it('answers a file store that is down or refuses with the one 503, without the store\'s reason', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/test/storage-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>()).toEqual({ error: serviceUnavailableBody });
  });

  it('answers an unknown /api route with 404 and names the route without its query', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/no-such-thing?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing' } });
  });

  it('answers an unknown method on a known path with 404', async () => {
    const response = await testApp.request({ method: 'PUT', url: '/api/profile' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for PUT /api/profile' } });
  });

  it('answers malformed JSON with 400', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/profile']) {
      const response = await testApp.request({
        method: url === '/api/profile' ? 'PATCH' : 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com",',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiErrorBody>();
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).not.toBe('');
    }
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'big@example.com', password: 'correct-horse-9' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('passes an AppError through with its status and code', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>()).toEqual({ error: { code: 'CONFLICT', message: 'That listing already has an inquiry from you.' } });
  });

  it('hides an unexpected exception behind 500 and a request id', async () => {
    const response = await testApp.request({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json<ApiErrorBody>();
    expect(body).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: expect.any(String) } });
    expect(body.error.requestId).not.toBe('');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('errors.test.ts');
    expect(response.body).not.toMatch(/\bat \S+ \(/); // no stack frame

    const second = await testApp.request({ method: 'GET', url: '/api/test/explode' });
    expect(second.json<ApiErrorBody>().error.requestId).not.toBe(body.error.requestId);
  });
});
