/**
 * The /login page's `?redirect=`: only a path on this site is followed (never `//host` or a full URL),
 * so the parameter cannot send a signed-in user to another site.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
