import { Outlet } from 'react-router';
import { messages } from '../../domain/messages.ts';
import { Footer } from './Footer.tsx';
import * as css from './layout.css.ts';
import { NavBar } from './NavBar.tsx';

/** Chrome of the public pages: skip link, navigation bar, the page, footer. */
export function SiteLayout() {
  return (
    <>
      <a href="#main-content" className={css.skipLink}>
        {messages.site.skipToContent}
      </a>
      <NavBar />
      <main id="main-content" tabIndex={-1} className={css.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
