import type { ReactNode } from 'react';
import { badge } from './card.css.ts';

export type BadgeTone = 'neutral' | 'accent' | 'premium' | 'success' | 'warning' | 'danger';

export function Badge({ tone, children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')}>{children}</span>;
}
