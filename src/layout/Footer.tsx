import { Link } from 'react-router';
import { messages } from '../../domain/messages.ts';
import { footer as copy } from '../pages/landing/content.ts';
import { Logo } from './Logo.tsx';
import * as css from './layout.css.ts';
import { sectionLinks } from './sectionLinks.ts';

const legalLinks = [
  { to: '/privacy-policy', label: messages.site.privacyPolicy },
  { to: '/terms', label: messages.site.terms },
  { to: '/uninstall', label: messages.site.uninstall },
] as const;

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <div>
          <Logo />
          <p className={css.footerText}>{copy.blurb}</p>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={css.footerHeading}>
            {copy.product}
          </h2>
          <ul className={css.footerLinks}>
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={css.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={css.footerHeading}>
            {copy.legal}
          </h2>
          <ul className={css.footerLinks}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={css.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.copyright}>{copy.copyright}</p>
      </div>
    </footer>
  );
}
