import { Download } from 'lucide-react';
import type { FormEvent } from 'react';
import { EXTENSION_STORE_URL, FEEDBACK_REASONS, type FeedbackReason } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { button } from '../../ui/button.css.ts';
import { Card } from '../../ui/Card.tsx';
import { roomyCard } from '../../features/surface.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { TextArea, TextField } from '../../ui/TextField.tsx';
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

type FeedbackFormProps = FeedbackHandlers & {
  fields: FeedbackFields;
  showComments: boolean;
  submitting: boolean;
  canSubmit: boolean;
};

export function ReinstallLink() {
  return (
    <a className={button({ variant: 'secondary' })} href={EXTENSION_STORE_URL} target="_blank" rel="noopener noreferrer">
      <Download size={16} aria-hidden="true" />
      {text.reinstall}
    </a>
  );
}

export function FeedbackForm({ fields, showComments, submitting, canSubmit, ...on }: FeedbackFormProps) {
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
        />
        {showComments ? (
          <TextArea
            label={text.pleaseSpecify}
            value={fields.comments}
            onChange={(event) => on.onCommentsChange(event.target.value)}
          />
        ) : null}
        <TextArea
          label={text.suggestions}
          placeholder={text.suggestionsPlaceholder}
          value={fields.suggestions}
          onChange={(event) => on.onSuggestionsChange(event.target.value)}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
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
