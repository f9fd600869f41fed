import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn } from './sign-in-return';

describe('returnPathAfterSignIn', () => {
  it('takes the history state first, then ?next= (a link that works before the script runs)', () => {
    expect(returnPathAfterSignIn({ returnTo: '/listings?search=tea' }, '?next=%2Flisting%2Fx')).toBe('/listings?search=tea');
    expect(returnPathAfterSignIn(null, '?next=%2Flisting%2Fx%3Fthen%3Dfavorite')).toBe('/listing/x?then=favorite');
    expect(returnPathAfterSignIn(null, '')).toBeNull();
  });

  it('refuses anything but an in-app path, from either', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(returnPathAfterSignIn(null, `?next=${encodeURIComponent(path)}`)).toBeNull();
      expect(returnPathAfterSignIn({ returnTo: path })).toBeNull();
    }
  });
});
