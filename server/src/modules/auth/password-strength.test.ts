// The password check on its own (ADR 0009); the routes that apply it are tested in sign-up.test.ts.
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../db/seed/seed-demo.ts';
import { COMMON_PASSWORD_MESSAGE, findPasswordWeakness, PERSONAL_PASSWORD_MESSAGE } from './password-strength.ts';

describe('findPasswordWeakness', () => {
  it.each(demoAccounts.map((account) => [account.email, account] as const))('accepts the demo password of %s (README)', (_email, account) => {
    expect(findPasswordWeakness(account.password, account)).toBeUndefined();
  });

  it.each(['correct-horse-9', 'new-horse-battery-7', 'sign-up-pass-1', 'brand-new-pass-7', 'buyer-pass-123'])('accepts %s (used by the tests)', (password) => {
    expect(findPasswordWeakness(password, { email: 'priya.sharma@example.com', fullName: 'Priya Sharma' })).toBeUndefined();
  });

  it.each(['password', 'Password1', '12345678', 'iloveyou', 'qwerty123', 'P@ssw0rd', 'sunshine'])('calls %s one of the most common passwords', (password) => {
    expect(findPasswordWeakness(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('weighs the password against the owner’s name and e-mail address', () => {
    const owner = { email: 'priya@example.com', fullName: 'Priya Sharma' };
    expect(findPasswordWeakness('priya@example.com', owner)).toBe(PERSONAL_PASSWORD_MESSAGE);
    expect(findPasswordWeakness('PriyaSharma', owner)).toBe(PERSONAL_PASSWORD_MESSAGE);
    expect(findPasswordWeakness('bizbazaar1', owner)).toBe(PERSONAL_PASSWORD_MESSAGE);
  });

  it('explains other easily guessed passwords', () => {
    expect(findPasswordWeakness('abcdefghij')).toMatch(/^Common character sequences .* Add another word or two, or choose a longer password\.$/);
  });

  it('checks a long password made to be slow in well under a second', () => {
    const started = performance.now();
    findPasswordWeakness('aB3$'.repeat(32));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
