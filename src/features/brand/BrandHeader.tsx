import type { ReactNode } from 'react';
import { Logo } from '../../layout/Logo.tsx';
import * as css from './brand.css.ts';

/**
 * The site's logo (linking to /) in a slim bar, for pages outside the site navigation (dashboard,
 * payment, uninstall), so every page carries the same brand. `children` sit at the right end.
 */
export function BrandHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={css.header}>
      <div className={css.inner}>
        <Logo />
        {children}
      </div>
    </header>
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
