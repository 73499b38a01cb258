import type { ReactNode } from 'react';
import { LEGAL_DATE } from '#domain/constants.ts';
import * as css from './legal.css.ts';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className={css.article}>
      <h1 className={css.title}>{title}</h1>
      <p className={css.updated}>Last updated: {LEGAL_DATE}</p>
      {children}
    </article>
  );
}
