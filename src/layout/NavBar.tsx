import { Download } from 'lucide-react';
import { Link } from '#src/features/siteNavigation.tsx';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { messages } from '#domain/messages.ts';
import { button } from '#src/ui/button.css.ts';
import { AuthArea, LazyAuthDialog, useAuthDialog } from './AuthArea.tsx';
import * as css from './layout.css.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { sectionLinks } from './sectionLinks.ts';
import { ThemeSwitcher } from './ThemeSwitcher.tsx';

export function NavBar() {
  const dialog = useAuthDialog();
  const openSignIn = () => dialog.setOpen(true);
  return (
    <header className={css.header}>
      <nav className={css.nav} aria-label="Main">
        <Logo />
        <ul className={css.links}>
          {sectionLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={css.navLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <span className={css.spacer} />
        {/* Hidden through a wrapper: on the link itself, desktopOnly's display would compete with the
            button look's display, and which wins would depend on stylesheet order. */}
        <span className={css.desktopOnly}>
          <a href={extensionStoreUrl()} className={button({ size: 'md' })} target="_blank" rel="noopener noreferrer">
            <Download size={16} aria-hidden="true" />
            {messages.site.addToChrome}
          </a>
        </span>
        <span className={css.desktopOnly}>
          <ThemeSwitcher />
        </span>
        <span className={`${css.authSlot} ${css.desktopOnly}`}>
          <AuthArea onSignIn={openSignIn} />
        </span>
        <span className={css.mobileOnly}>
          <MobileMenu onSignIn={openSignIn} />
        </span>
      </nav>
      <LazyAuthDialog open={dialog.open} onOpenChange={dialog.setOpen} />
    </header>
  );
}
