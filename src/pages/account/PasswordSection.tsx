import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { AccountSettings } from '#machines/apiTypes.ts';
import {
  type changePasswordMachine,
  PASSWORD_FIELDS,
  selectIsChangingPassword,
  selectPasswordErrors,
  selectPasswordFormError,
  selectPasswordFormKey,
  selectPasswordSaved,
} from '#machines/changePassword.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/TextField.tsx';
import * as css from './account.css.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { CurrentPasswordField, formProblemText } from './CurrentPassword.tsx';
import { useFieldFocus, useFocusResult } from './focus.ts';
import { fieldOf, submitted } from './formData.ts';
import { asksPassword } from './GoogleReauth.tsx';

const text = messages.settings;

/** The password: changed with the current one, or set for an account that has none. */
export function PasswordSection({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof changePasswordMachine>;
}) {
  const errors = useSelector(actor, selectPasswordErrors);
  const formError = problemText(useSelector(actor, selectPasswordFormError));
  const busy = useSelector(actor, selectIsChangingPassword);
  const formKey = useSelector(actor, selectPasswordFormKey);
  const saved = useSelector(actor, selectPasswordSaved);
  const asks = asksPassword(account);
  const fieldRef = useFieldFocus(PASSWORD_FIELDS, errors);
  const result = useFocusResult(formKey);
  const shownFormError = formProblemText(formError, problemText(errors.current ?? null), asks);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event);
    actor.send({
      type: 'password.submitted',
      form: {
        current: asks ? fieldOf(form, 'current') : null,
        next: fieldOf(form, 'next'),
        confirm: fieldOf(form, 'confirm'),
      },
    });
  };
  return (
    <SettingsSection title={text.passwordSection}>
      {account.has_password ? null : <p className={css.muted}>{text.setPasswordIntro}</p>}
      {saved ? (
        <div ref={result} tabIndex={-1} className={css.result} data-testid="password-result">
          <Alert tone="success">{text.passwordChanged}</Alert>
        </div>
      ) : null}
      <form key={formKey} className={css.form} onSubmit={submit} noValidate>
        {asks ? (
          <CurrentPasswordField inputRef={fieldRef('current')} error={problemText(errors.current ?? null)} />
        ) : null}
        <TextField
          ref={fieldRef('next')}
          label={messages.account.newPasswordLabel}
          name="next"
          type="password"
          autoComplete="new-password"
          error={problemText(errors.next ?? null)}
        />
        <TextField
          ref={fieldRef('confirm')}
          label={messages.account.confirmPasswordLabel}
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={problemText(errors.confirm ?? null)}
        />
        {shownFormError ? <Alert tone="danger">{shownFormError}</Alert> : null}
        <div className={css.actions}>
          <Button type="submit" busy={busy} disabled={busy}>
            {account.has_password ? text.changePassword : text.setPassword}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
