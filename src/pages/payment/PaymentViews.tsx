import type { ReactNode } from 'react';
import { CircleCheck, CircleX, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '#domain/messages.ts';
import type { PaymentVerification } from '#machines/apiTypes.ts';
import { BrandShell } from '#src/features/brand/BrandHeader.tsx';
import { button } from '#src/ui/button.css.ts';
import { Card } from '#src/ui/Card.tsx';
import { Spinner } from '#src/ui/Spinner.tsx';
import { formatDate } from '#src/features/format.ts';
import { selectIsSignedIn } from '#machines/authSelectors.ts';
import { useAuthSnapshot } from '#src/app/AuthContext.tsx';
import * as css from './payment.css.ts';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';

const text = messages.payment;

export function PaymentShell({ children }: { children: ReactNode }) {
  return (
    <BrandShell>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.page}>
        <Card padding="none" className={css.panel}>
          {children}
        </Card>
      </main>
    </BrandShell>
  );
}

export function VerifyingView({
  attempt,
  maxAttempts,
  progress,
}: {
  attempt: number;
  maxAttempts: number;
  progress: number;
}) {
  return (
    <>
      {/* The heading already says it; the attempt line is what changes, so that one is announced. */}
      <Spinner decorative size={40} />
      <h1 className={css.title}>{text.verifying}</h1>
      <p className={css.attempt} aria-live="polite">
        {text.attempt(attempt, maxAttempts)}
      </p>
      <div
        className={css.track}
        role="progressbar"
        aria-label={text.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={css.bar} style={{ width: `${progress}%` }} />
      </div>
    </>
  );
}

export type VerifiedSubscription = NonNullable<PaymentVerification['subscription']>;

export function SuccessView({ subscription }: { subscription: VerifiedSubscription | null }) {
  return (
    <>
      <span className={css.icon({ tone: 'success' })}>
        <CircleCheck size={32} aria-hidden="true" />
      </span>
      <h1 className={css.title}>{text.successTitle}</h1>
      <p className={css.text}>{text.successText}</p>
      {subscription ? (
        <dl className={css.details}>
          <dt className={css.term}>{text.planLabel}</dt>
          <dd className={css.value}>{subscription.plan_name}</dd>
          <dt className={css.term}>{text.statusLabel}</dt>
          <dd className={css.value}>{subscription.status}</dd>
          {subscription.next_billing_date ? (
            <>
              <dt className={css.term}>{text.nextBillingLabel}</dt>
              <dd className={css.value}>{formatDate(subscription.next_billing_date)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <Link to="/dashboard" className={button({ fullWidth: true })}>
        {text.returnToDashboard}
      </Link>
    </>
  );
}

/**
 * The way out of a payment page: 'Return to home' (SPEC.md 2's words), and for a signed-in person the
 * dashboard first, where their plan is (issue 18.17, decision 176).
 */
function WayOut() {
  const signedIn = useAuthSnapshot(selectIsSignedIn);
  return (
    <div className={css.wayOut}>
      {signedIn ? (
        <Link to="/dashboard" className={button({ fullWidth: true })}>
          {text.returnToDashboard}
        </Link>
      ) : null}
      <Link to="/" className={button({ variant: signedIn ? 'ghost' : 'secondary', fullWidth: true })}>
        {text.returnHome}
      </Link>
    </div>
  );
}

export function ErrorView({ message }: { message: string }) {
  return (
    <>
      <span className={css.icon({ tone: 'danger' })}>
        <CircleX size={32} aria-hidden="true" />
      </span>
      <h1 className={css.title}>{text.errorTitle}</h1>
      <p className={css.text} role="alert">
        {message}
      </p>
      <WayOut />
    </>
  );
}

export function CancelledView() {
  return (
    <>
      <span className={css.icon({ tone: 'neutral' })}>
        <XCircle size={32} aria-hidden="true" />
      </span>
      <h1 className={css.title}>{text.cancelledTitle}</h1>
      <p className={css.text}>{text.cancelledText}</p>
      <WayOut />
    </>
  );
}
