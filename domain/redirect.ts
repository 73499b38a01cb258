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

/** What a return from the billing portal says happened (issue 28.2): `?billing=` on the return address. */
export const BILLING_RETURNS = ['card-updated', 'paid'] as const;
export type BillingReturn = (typeof BILLING_RETURNS)[number];
export const BILLING_RETURN_PARAM = 'billing';

/** Where the billing portal returns: `returnTo` when it is a path on this site (safeRedirect), else /account. */
export function billingReturnPath(returnTo: string | null | undefined): string {
  return safeRedirect(returnTo ?? null) ?? '/account';
}

/** A checked return path with what happened added to its query (before any `#`), once. */
export function withBillingReturn(path: string, outcome: BillingReturn): string {
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt === -1 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const kept = base.replace(new RegExp(`([?&])${BILLING_RETURN_PARAM}=[^&]*(&|$)`), (_m, lead: string, tail: string) =>
    tail ? lead : '',
  );
  const joiner = kept.includes('?') ? (kept.endsWith('?') || kept.endsWith('&') ? '' : '&') : '?';
  return `${kept}${joiner}${BILLING_RETURN_PARAM}=${outcome}${hash}`;
}
