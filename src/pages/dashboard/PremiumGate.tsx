import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';
import * as css from './dashboard.css.ts';

const text = messages.dashboard;

type PremiumGateProps = {
  /** Extra line under the overlay text (the summaries tab's own sentence). */
  detail?: string;
  onUpgrade: () => void;
  /** Decorative preview shown blurred behind the overlay. */
  preview: ReactNode;
};

/** Basic users see a blurred, inert preview and one way forward: the plan dialog. */
export function PremiumGate({ detail, onUpgrade, preview }: PremiumGateProps) {
  return (
    <div className={css.gate}>
      <div className={css.blurred} inert aria-hidden="true" data-testid="premium-preview">
        {preview}
      </div>
      <div className={css.overlay}>
        <div className={css.overlayCard}>
          <span className={css.overlayIcon}>
            <Crown size={24} aria-hidden="true" />
          </span>
          <h3 className={css.overlayTitle}>{text.premiumFeature}</h3>
          <p className={css.overlayText}>{text.upgradeToUnlock}</p>
          {detail ? <p className={css.overlayText}>{detail}</p> : null}
          <Button onClick={onUpgrade}>{messages.plans.upgradeNow}</Button>
        </div>
      </div>
    </div>
  );
}

/** Grey lines standing in for real content behind the overlay (never real user data). */
export function PreviewLines({ count }: { count: number }) {
  return (
    <div>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={`line-${index.toString()}`}
          className={css.previewLine}
          style={{ width: `${90 - ((index * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}
