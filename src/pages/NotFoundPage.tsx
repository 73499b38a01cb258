import { Link } from 'react-router';
import { messages } from '#domain/messages.ts';
import { SiteLayout } from '#src/layout/SiteLayout.tsx';
import { button } from '#src/ui/button.css.ts';
import * as css from './auth/auth.css.ts';

export default function NotFoundPage() {
  return (
    <div className={css.page}>
      <div className={css.card}>
        <h1 className={css.heading}>{messages.notFound.heading}</h1>
        <p className={css.subheading}>{messages.notFound.text}</p>
        <Link to="/" className={button({ variant: 'primary' })}>
          {messages.site.backHome}
        </Link>
      </div>
    </div>
  );
}

/** The 404 page in the site's navigation and footer, for a route outside SiteLayout that names nothing (/uninstall/a.b). */
export function SiteNotFoundPage() {
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
