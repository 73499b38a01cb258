import type { ReactNode } from 'react';
import { CheckEmailNotice } from './CheckEmailNotice.tsx';
import { Footer } from './Footer.tsx';
import * as css from './layout.css.ts';
import { NavBar } from './NavBar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

/**
 * Chrome of the public pages: skip link, navigation bar, the page, footer. The route table puts the
 * matched route in it (SitePages in src/app/RootLayout.tsx); the landing page's root, the landing page.
 * `checkEmailNotice`: false where the page itself says where the sign-up's link went (/login).
 */
export function SiteLayout({ children, checkEmailNotice = true }: { children: ReactNode; checkEmailNotice?: boolean }) {
  return (
    <>
      <SkipLink />
      <NavBar />
      {checkEmailNotice ? <CheckEmailNotice /> : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
