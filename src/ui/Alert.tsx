import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { alert, alertBody, alertTitle } from './card.css.ts';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const icons = { info: Info, success: CheckCircle2, warning: TriangleAlert, danger: AlertCircle } as const;

/** Danger alerts use role="alert" so they are announced when they appear; the others are polite status text. */
export function Alert({ tone = 'info', title, children }: { tone?: Tone; title?: string; children?: ReactNode }) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={alert({ tone })}>
      <Icon size={18} aria-hidden="true" />
      <div>
        {title ? <p className={alertTitle}>{title}</p> : null}
        {children ? <div className={alertBody}>{children}</div> : null}
      </div>
    </div>
  );
}
