import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import {
  type changeEmailMachine,
  EMAIL_FIELDS,
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
import { SettingsSection } from './SettingsSection.tsx';
import { CurrentPasswordField, formProblemText } from './CurrentPassword.tsx';
import { useFieldFocus } from './focus.ts';
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
  const fieldRef = useFieldFocus(EMAIL_FIELDS, errors);
  const shownFormError = formProblemText(formError, problemText(errors.current ?? null), asks);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event);
    actor.send({
      type: 'email.submitted',
      form: { newEmail: fieldOf(form, 'newEmail'), current: asks ? fieldOf(form, 'current') : null },
    });
  };
  return (
    <SettingsSection title={text.emailSection}>
      <p className={css.muted}>{text.currentEmail(account.email)}</p>
      <PendingEmail account={account} actor={actor} />
      <form key={formKey} className={css.form} onSubmit={submit} noValidate>
        <TextField
          ref={fieldRef('newEmail')}
          label={text.newEmailLabel}
          name="newEmail"
          type="email"
          autoComplete="email"
          error={problemText(errors.newEmail ?? null)}
        />
        {asks ? (
          <CurrentPasswordField inputRef={fieldRef('current')} error={problemText(errors.current ?? null)} />
        ) : null}
        {shownFormError ? <Alert tone="danger">{shownFormError}</Alert> : null}
        <div className={css.actions}>
          <Button type="submit" busy={busy} disabled={busy}>
            {text.changeEmail}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
