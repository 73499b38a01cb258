import { Link } from '#src/features/siteNavigation.tsx';
import { PRODUCT_NAME } from '#domain/constants.ts';
import * as css from './layout.css.ts';

/** The mark drawn inline (same shape as public/favicon.svg) so it costs no request. */
export function LogoMark() {
  return (
    <svg className={css.logoMark} width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M24 19.5v25l20-12.5z" fill="#fff" />
      <rect x="14" y="48" width="36" height="4" rx="2" fill="#fff" opacity=".85" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className={css.logo} aria-label={`${PRODUCT_NAME} home`}>
      <LogoMark />
      {PRODUCT_NAME}
    </Link>
  );
}
