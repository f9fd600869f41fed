// The theme a page is written in (ADR 0039): the visitor's cookie names it, and the server writes it on <html>
// before the page leaves, so the first paint is already right without an inline script (the CSP forbids them).
// Applied after the anonymous page cache, which keeps one copy of a page for every theme.
import type { FastifyRequest } from 'fastify';
import { readThemeChoice, THEME_COOKIE, type ThemeChoice } from '@common/theme.ts';

/** The theme the request's cookie names ('system' without one). */
export function themeOfRequest(request: FastifyRequest): ThemeChoice {
  const header = request.headers.cookie;
  if (!header) return 'system';
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === THEME_COOKIE) return readThemeChoice(part.slice(separator + 1).trim());
  }
  return 'system';
}

/** The page with its <html> element naming the theme; 'system' leaves the page as it is (CSS follows the device). */
export function writePageTheme(html: string, theme: ThemeChoice): string {
  if (theme === 'system') return html;
  return html.replace(/<html(\s|>)/i, `<html data-theme="${theme}"$1`);
}
