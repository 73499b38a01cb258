import type { ReactNode } from 'react';
import { Card } from '#src/ui/Card.tsx';
import * as css from './auth.css.ts';

/** Frame of the standalone account pages: a centred card with a heading and an optional lead. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className={css.page}>
      <Card padding="lg" className={css.card}>
        <h1 className={css.heading}>{title}</h1>
        {lead ? <p className={css.subheading}>{lead}</p> : null}
        {children}
      </Card>
    </div>
  );
}
