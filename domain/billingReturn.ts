/**
 * Where the billing portal returns (issue 28.2; decision 281): a return address checked as every
 * return address is (safeRedirect, decision 255), with what happened there added to it. Its own
 * module: the dashboard and the server read it, the landing page's bundle does not carry it.
 */
import { safeRedirect } from './redirect.ts';

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
