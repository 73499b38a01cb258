import { Link } from 'react-router';
import { messages } from '../../domain/messages.ts';
import { button } from '../ui/button.css.ts';
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
