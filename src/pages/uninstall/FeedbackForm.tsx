import { Download } from 'lucide-react';
import type { FormEvent } from 'react';
import { FEEDBACK_REASONS, type FeedbackReason } from '#domain/constants.ts';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { messages } from '#domain/messages.ts';
import type { FeedbackFieldErrors } from '#machines/feedback.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { Card } from '#src/ui/Card.tsx';
import { roomyCard } from '#src/features/surface.css.ts';
import { Dialog } from '#src/ui/Dialog.tsx';
import { RadioGroup } from '#src/ui/RadioGroup.tsx';
import { TextArea, TextField } from '#src/ui/TextField.tsx';
import * as css from './uninstall.css.ts';

const text = messages.feedback;
const reasonOptions = FEEDBACK_REASONS.map((value) => ({ value, label: text.reasons[value] }));

export type FeedbackFields = { reason: FeedbackReason | null; comments: string; suggestions: string; email: string };

export type FeedbackHandlers = {
  onReasonChange: (reason: FeedbackReason) => void;
  onCommentsChange: (value: string) => void;
  onSuggestionsChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  onSubmit: () => void;
};

type Count = { length: number; max: number };

type FeedbackFormProps = FeedbackHandlers & {
  fields: FeedbackFields;
  /** What the machine found wrong next to the fields, worded here. */
  errors: FeedbackFieldErrors;
  counts: { comments: Count; suggestions: Count };
  showComments: boolean;
  submitting: boolean;
  canSubmit: boolean;
};

export function ReinstallLink() {
  return (
    <a
      className={button({ variant: 'secondary' })}
      href={extensionStoreUrl()}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Download size={16} aria-hidden="true" />
      {text.reinstall}
    </a>
  );
}

const countText = (count: Count) => messages.dashboard.characterCount(count.length, count.max);

export function FeedbackForm({
  fields,
  errors,
  counts,
  showComments,
  submitting,
  canSubmit,
  ...on
}: FeedbackFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) on.onSubmit();
  };
  return (
    <Card padding="none" className={roomyCard}>
      <form className={css.form} onSubmit={submit} noValidate aria-busy={submitting}>
        <RadioGroup
          legend={text.reasonLegend}
          options={reasonOptions}
          value={fields.reason}
          onValueChange={on.onReasonChange}
          name="reason"
          error={problemText(errors.reason ?? null)}
        />
        {showComments ? (
          <TextArea
            label={text.pleaseSpecify}
            error={problemText(errors.comments ?? null)}
            hint={countText(counts.comments)}
            value={fields.comments}
            onChange={(event) => on.onCommentsChange(event.target.value)}
          />
        ) : null}
        <TextArea
          label={text.suggestions}
          placeholder={text.suggestionsPlaceholder}
          error={problemText(errors.suggestions ?? null)}
          hint={countText(counts.suggestions)}
          value={fields.suggestions}
          onChange={(event) => on.onSuggestionsChange(event.target.value)}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
          error={problemText(errors.email ?? null)}
          value={fields.email}
          onChange={(event) => on.onEmailChange(event.target.value)}
        />
        <div className={css.actions}>
          <ReinstallLink />
          {/* aria-disabled, not disabled: a disabled button drops focus, which then could not return here
              when the thank-you dialog closes. `submit` ignores presses while it cannot send. */}
          <Button type="submit" busy={submitting} aria-disabled={!canSubmit}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function ThankYouDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={text.thankYou} size="sm">
      <div className={css.modalBody}>
        <p className={css.modalText}>{text.thankYouText}</p>
        <div className={css.modalActions}>
          <ReinstallLink />
          <Button onClick={onClose}>{text.close}</Button>
        </div>
      </div>
    </Dialog>
  );
}
