import { Check } from 'lucide-react';
import { useId } from 'react';
import { messages } from '#domain/messages.ts';
import type { PlanCard, PlanMark } from '#machines/planCard.ts';
import { Badge, type BadgeTone } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { formatDate, formatMoney, formatPrice } from '#src/features/format.ts';
import * as css from './plans.css.ts';

const text = messages.plans;

type PlanCardViewProps = {
  card: PlanCard;
  onAction: () => void;
};

/** The words and look of each mark the machine gives a card. */
const marks: Record<PlanMark, { label: string; tone: BadgeTone }> = {
  current: { label: text.yourPlan, tone: 'accent' },
  cancelled: { label: text.cancelledBadge, tone: 'warning' },
  popular: { label: text.popular, tone: 'premium' },
};

/** The button's words for the card's action, the progress words while its request runs. */
function actionLabel({ action, busy, plan }: PlanCard): string {
  if (action === 'cancel') return busy ? text.cancelling : text.cancelSubscription;
  if (action === 'resume') return busy ? text.resuming : text.resume;
  if (action === 'switch') {
    if (busy) return text.switching;
    return plan.interval === 'year' ? text.switchToAnnual : text.switchToMonthly;
  }
  return busy ? text.processing : text.upgradeNow;
}

export function PlanCardView({ card, onAction }: PlanCardViewProps) {
  const nameId = useId();
  const look = card.mark ? marks[card.mark] : null;
  const { price } = card;
  return (
    <section className={css.planCard({ highlight: card.mark ?? 'none' })} aria-labelledby={nameId}>
      {look ? (
        <Badge tone={look.tone} className={css.ribbon}>
          {look.label}
        </Badge>
      ) : null}
      <div>
        <h3 id={nameId} className={css.planName}>
          {card.plan.name}
        </h3>
        <p className={css.price}>{price.free ? text.freeForever : formatPrice(price.amount, price.interval)}</p>
        {!price.free && price.perMonth !== null ? (
          <p className={css.perMonth}>{text.perMonthBilledAnnually(formatMoney(price.perMonth))}</p>
        ) : null}
        {card.endsOn ? <p className={css.ends}>{text.subscriptionEnds(formatDate(card.endsOn))}</p> : null}
      </div>
      <ul className={css.features}>
        {card.plan.features.map((feature) => (
          <li key={feature} className={css.feature}>
            <Check size={16} aria-hidden="true" className={css.check} />
            {feature}
          </li>
        ))}
      </ul>
      {card.action === 'cancel' ? (
        // Quiet and asking first (issue 18.1): not where 'Upgrade Now' sits on a Basic user's card.
        <Button
          variant="ghost"
          size="sm"
          className={css.cancelAction}
          busy={card.busy}
          disabled={!card.enabled}
          onClick={onAction}
        >
          {actionLabel(card)}
        </Button>
      ) : null}
      {card.action === 'upgrade' || card.action === 'switch' || card.action === 'resume' ? (
        <Button variant="primary" fullWidth busy={card.busy} disabled={!card.enabled} onClick={onAction}>
          {actionLabel(card)}
        </Button>
      ) : null}
    </section>
  );
}
