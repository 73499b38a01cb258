import { Check } from 'lucide-react';
import { useId } from 'react';
import { messages } from '../../../domain/messages.ts';
import type { PlanCard } from '../../../machines/subscriptionStatus.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { formatPrice } from '../format.ts';
import * as css from './plans.css.ts';

const text = messages.plans;

type PlanCardViewProps = {
  card: PlanCard;
  /** 'Subscription ends {date}' under a cancelled current plan, already formatted. */
  endsOn: string | null;
  /** The machine accepts this card's action right now (snapshot.can). */
  enabled: boolean;
  onAction: () => void;
};

function badgeLook(badge: string): { tone: BadgeTone; highlight: 'current' | 'cancelled' | 'popular' } {
  if (badge === text.cancelledBadge) return { tone: 'warning', highlight: 'cancelled' };
  if (badge === text.popular) return { tone: 'premium', highlight: 'popular' };
  return { tone: 'accent', highlight: 'current' };
}

export function PlanCardView({ card, endsOn, enabled, onAction }: PlanCardViewProps) {
  const nameId = useId();
  const look = card.badge ? badgeLook(card.badge) : null;
  const price = card.plan.name === 'Basic' ? text.freeForever : formatPrice(card.plan.price, card.plan.interval);
  return (
    <section className={css.planCard({ highlight: look?.highlight ?? 'none' })} aria-labelledby={nameId}>
      {card.badge && look ? (
        <Badge tone={look.tone} className={css.ribbon}>
          {card.badge}
        </Badge>
      ) : null}
      <div>
        <h3 id={nameId} className={css.planName}>
          {card.plan.name}
        </h3>
        <p className={css.price}>{price}</p>
        {endsOn ? <p className={css.ends}>{text.subscriptionEnds(endsOn)}</p> : null}
      </div>
      <ul className={css.features}>
        {card.plan.features.map((feature) => (
          <li key={feature} className={css.feature}>
            <Check size={16} aria-hidden="true" className={css.check} />
            {feature}
          </li>
        ))}
      </ul>
      {card.action !== 'none' && card.actionLabel ? (
        <Button
          variant={card.action === 'cancel' ? 'secondary' : 'primary'}
          fullWidth
          busy={card.busy}
          disabled={!enabled}
          onClick={onAction}
        >
          {card.actionLabel}
        </Button>
      ) : null}
    </section>
  );
}
