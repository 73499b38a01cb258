import { useSelector } from '@xstate/react';
import { type FormEvent, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import {
  type changeEmailMachine,
  EMAIL_FIELDS,
  type EmailField,
  selectEmailErrors,
  selectEmailFormError,
  selectEmailFormKey,
  selectIsChangingEmail,
} from '#machines/changeEmail.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/TextField.tsx';
import * as css from './account.css.ts';
import { useFocusFirstInvalid } from './focus.ts';
import { fieldOf, submitted } from './formData.ts';
import { asksPassword } from './GoogleReauth.tsx';
import { PendingEmail } from './PendingEmail.tsx';

const text = messages.settings;

/** The e-mail address: the current one, a pending change's line, and the form to change it. */
export function EmailSection({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof changeEmailMachine>;
}) {
  const errors = useSelector(actor, selectEmailErrors);
  const formError = problemText(useSelector(actor, selectEmailFormError));
  const busy = useSelector(actor, selectIsChangingEmail);
  const formKey = useSelector(actor, selectEmailFormKey);
  const asks = asksPassword(account);
  const fields = useRef<Partial<Record<EmailField, HTMLInputElement | null>>>({}).current;
  useFocusFirstInvalid(EMAIL_FIELDS, errors, fields);
  // Without a password field, a refused identity is said for the form (the Google hint above says what to do).
  const shownFormError = formError ?? (asks ? null : problemText(errors.current ?? null));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event);
    actor.send({
      type: 'email.submitted',
      form: { newEmail: fieldOf(form, 'newEmail'), current: asks ? fieldOf(form, 'current') : null },
    });
  };
  return (
    <section className={css.section} aria-labelledby="account-email">
      <h2 id="account-email" className={css.sectionTitle}>
        {text.emailSection}
      </h2>
      <p className={css.muted}>{text.currentEmail(account.email)}</p>
      <PendingEmail account={account} actor={actor} />
      <form key={formKey} className={css.form} onSubmit={submit} noValidate>
        <TextField
          ref={(input) => {
            fields.newEmail = input;
          }}
          label={text.newEmailLabel}
          name="newEmail"
          type="email"
          autoComplete="email"
          error={problemText(errors.newEmail ?? null)}
        />
        {asks ? (
          <TextField
            ref={(input) => {
              fields.current = input;
            }}
            label={text.currentPasswordLabel}
            name="current"
            type="password"
            autoComplete="current-password"
            error={problemText(errors.current ?? null)}
          />
        ) : null}
        {shownFormError ? <Alert tone="danger">{shownFormError}</Alert> : null}
        <div className={css.actions}>
          <Button type="submit" busy={busy} disabled={busy}>
            {text.changeEmail}
          </Button>
        </div>
      </form>
    </section>
  );
}
