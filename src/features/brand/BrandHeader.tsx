import type { ReactNode } from 'react';
import { Logo } from '#src/layout/Logo.tsx';
import { SkipLink } from '#src/layout/SkipLink.tsx';
import { ThemeSwitcher } from '#src/layout/ThemeSwitcher.tsx';
import * as css from './brand.css.ts';

/**
 * The site's logo (linking to /) in a slim bar, for pages outside the site navigation (dashboard,
 * payment, uninstall), so every page carries the same brand and the theme switch. `children` sit
 * at the right end, before the theme switch. The skip link comes first: the page's <main> carries
 * `id={MAIN_CONTENT_ID}`.
 */
export function BrandHeader({ children }: { children?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={css.header}>
        <div className={css.inner}>
          <Logo />
          <div className={css.end}>
            {children}
            <ThemeSwitcher />
          </div>
        </div>
      </header>
    </>
  );
}

/** A page with the brand header above its <main>, filling the viewport. */
export function BrandShell({ children }: { children: ReactNode }) {
  return (
    <div className={css.shell}>
      <BrandHeader />
      {children}
    </div>
  );
}
