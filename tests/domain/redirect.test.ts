/** The /login page's ?redirect= filter: only safe, decodable paths of this site (issue 17 item 6). */
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '#domain/redirect.ts';

describe('safeRedirect', () => {
  it.each([
    '/dashboard',
    '/dashboard?tab=prompt',
    '/uninstall/abc.def',
    '/dashboard?search=two%20words',
    // A view of the history (decision 198): its query string comes back whole.
    '/dashboard?q=talk%20show&date=week&page=3&tab=prompt',
  ])('follows %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    '/100%',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
