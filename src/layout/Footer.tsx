import { Link } from '#src/features/siteNavigation.tsx';
import { PRODUCT_NAME } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { Logo } from './Logo.tsx';
import * as css from './layout.css.ts';
import { sectionLinks } from './sectionLinks.ts';

/** The footer's own prose, beside it as the landing page's prose is beside the landing page. */
const copy = {
  blurb: `${PRODUCT_NAME} turns long YouTube videos into clear summaries with timestamps.`,
  product: 'Product',
  legal: 'Legal',
  copyright: `© ${PRODUCT_NAME}. All rights reserved.`,
};

const legalLinks = [
  { to: '/privacy-policy', label: messages.site.privacyPolicy },
  { to: '/terms', label: messages.site.terms },
  { to: '/uninstall', label: messages.site.uninstall },
] as const;

type FooterLink = { readonly to: string; readonly label: string };

/** One labelled column of footer links. */
function FooterNav({ id, heading, links }: { id: string; heading: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={css.footerHeading}>
        {heading}
      </h2>
      <ul className={css.footerLinks}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={css.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className={css.footer}>
      <div className={css.footerInner}>
        <div>
          <Logo />
          <p className={css.footerText}>{copy.blurb}</p>
        </div>
        <FooterNav id="footer-product" heading={copy.product} links={sectionLinks} />
        <FooterNav id="footer-legal" heading={copy.legal} links={legalLinks} />
        <p className={css.copyright}>{copy.copyright}</p>
      </div>
    </footer>
  );
}
