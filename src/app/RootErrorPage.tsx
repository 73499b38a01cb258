import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import * as css from './rootErrorPage.css.ts';

const text = messages.crash;

/**
 * The root route's error boundary: a page that threw while rendering shows this instead of a blank
 * screen. It stands in for the whole app (no auth or theme provider above it), so it needs neither;
 * the error is logged with the address it happened on.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}${hash}`;
  useEffect(() => {
    console.error(text.logged(path), error);
  }, [error, path]);
  useEffect(() => {
    document.title = messages.titles.page(messages.titles.crash);
  }, []);
  return (
    <main className={css.page}>
      <Card padding="lg" className={css.card} role="alert">
        <h1 className={css.heading}>{text.heading}</h1>
        <p className={css.text}>{text.text}</p>
        <Button onClick={() => window.location.reload()}>{text.reload}</Button>
      </Card>
    </main>
  );
}
