/** The /login page's ?redirect= filter: only safe, decodable paths of this site (issue 17 item 6). */
import { describe, expect, it } from 'vitest';
import { billingReturnPath, withBillingReturn } from '#domain/billingReturn.ts';
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

/** Issue 28.2: where the billing portal returns, and what it says happened there. */
describe('billingReturnPath and withBillingReturn', () => {
  it('keeps a path on this site and falls back to /account for anything else', () => {
    expect(billingReturnPath('/dashboard?tab=prompt')).toBe('/dashboard?tab=prompt');
    expect(billingReturnPath(undefined)).toBe('/account');
    expect(billingReturnPath('https://evil.example/')).toBe('/account');
    expect(billingReturnPath('//evil.example')).toBe('/account');
    expect(billingReturnPath('/%2F%2Fevil.example')).toBe('/account');
  });

  it.each([
    ['/dashboard', '/dashboard?billing=card-updated'],
    ['/dashboard?tab=prompt', '/dashboard?tab=prompt&billing=card-updated'],
    ['/dashboard?billing=paid&tab=prompt', '/dashboard?tab=prompt&billing=card-updated'],
    ['/dashboard?tab=prompt&billing=paid', '/dashboard?tab=prompt&billing=card-updated'],
    ['/account#sessions', '/account?billing=card-updated#sessions'],
  ])('adds the outcome to %s once', (path, expected) => {
    expect(withBillingReturn(path, 'card-updated')).toBe(expected);
  });
});
