import { describe, expect, it } from 'vitest';
import { isKnownPagePath, pagePatterns, paths } from './routes.ts';

describe('isKnownPagePath', () => {
  it('knows every page the typed links lead to', () => {
    const id = '0b7e4c1e-5f7a-4b8e-9a51-1c2d3e4f5a6b';
    const links: string[] = [
      ...Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : [])),
      paths.listing(id),
      paths.editListing(id),
      paths.inquiry(id),
      paths.dashboardTab('inquiries'),
      paths.adminTab('users'),
    ];
    for (const link of links) expect(isKnownPagePath(link.split('?')[0] ?? link), link).toBe(true);
    for (const pattern of Object.values(pagePatterns)) expect(isKnownPagePath(pattern), pattern).toBe(true);
  });

  it('matches as the router does: any case, a trailing slash', () => {
    expect(isKnownPagePath('/Listings/')).toBe(true);
    expect(isKnownPagePath('/listing/anything')).toBe(true);
  });

  it('refuses paths with no page', () => {
    for (const path of ['/listing', '/listing/x/edit/y', '/dashboard/inquiries', '/nope', '/listings/x', '//listings', '/index.html']) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});
