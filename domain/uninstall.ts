/**
 * The id the extension puts in its uninstall address (/uninstall/{uid}): letters, digits, `-` and `_`,
 * at most 200 characters (decision 151). Anything else (a dot, a `%` escape, a space) names no
 * install: the site shows its 404 page rather than a form that would send a made-up id.
 */
const UNINSTALL_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function isUninstallId(value: string | undefined): boolean {
  return value !== undefined && UNINSTALL_ID.test(value);
}
