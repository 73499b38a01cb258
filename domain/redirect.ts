/**
 * Where the site may send a person after signing in (issue 25.3): a path on this site, checked here
 * once, so neither the /login page's `?redirect=` nor a stored Google return address can send anyone
 * to another site. The auth machine checks every address it navigates to with it.
 */
/** A path that leaves this site: `//host`, `/\\host`, or one a browser reads that way. */
const OFF_SITE = /^[/\\]{2}/;
/** Control characters: browsers drop tabs and newlines from addresses (`/%09/host` is `//host`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const UNSAFE = /[\u0000-\u001f\u007f]/;

/**
 * A return address (the /login page's `?redirect=`, the path stored before Google): only a path on this site is followed (never `//host`, a full URL, a
 * path whose decoded form leaves the site, or broken percent-encoding), so the parameter can send a
 * signed-in user neither to another site nor into a crash.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || OFF_SITE.test(value) || UNSAFE.test(value)) return null;
  let plain: string;
  try {
    plain = decodeURIComponent(value);
  } catch {
    return null;
  }
  return OFF_SITE.test(plain) || UNSAFE.test(plain) ? null : value;
}

/** The sign-in page that returns to `returnTo` once signed in. */
export function signInPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
