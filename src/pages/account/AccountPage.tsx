// The page's APIs ship in its chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/account/settingsActors.ts';
import { useSelector } from '@xstate/react';
import { ArrowLeft, Globe, LogOut, Monitor, Puzzle, Smartphone, Tablet, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type accountDeletionMachine,
  selectDeletionError,
  selectIsDeleting,
  selectIsDeletionOpen,
} from '#machines/accountDeletion.machine.ts';
import {
  accountPageMachine,
  selectAccountFailed,
  selectAccountSettings,
  selectDeletionActor,
  selectEmailActor,
  selectIsAccountLoading,
  selectPasswordActor,
  selectSessionsActor,
} from '#machines/accountPage.machine.ts';
import type { AccountSettings, SignedInSession } from '#machines/apiTypes.ts';
import { type FieldProblems, reauthOf } from '#machines/reauth.ts';
import {
  type changeEmailMachine,
  EMAIL_FIELDS,
  type EmailField,
  selectEmailErrors,
  selectEmailFormError,
  selectEmailFormKey,
  selectEmailOutcome,
  selectEmailResults,
  selectIsCancelling,
  selectIsChangingEmail,
  selectIsEmailBusy,
  selectIsResending,
  selectPendingEmail,
  selectPendingError,
} from '#machines/changeEmail.machine.ts';
import {
  type changePasswordMachine,
  firstInvalidField,
  PASSWORD_FIELDS,
  type PasswordField,
  selectIsChangingPassword,
  selectPasswordErrors,
  selectPasswordFormError,
  selectPasswordFormKey,
  selectPasswordSaved,
} from '#machines/changePassword.machine.ts';
import {
  type sessionsMachine,
  selectCanEnd,
  selectCanEndOthers,
  selectEndingId,
  selectIsFirstLoad,
  selectIsSettled,
  selectSessions,
  selectSessionsFailed,
} from '#machines/sessions.machine.ts';
import { useAuthActor } from '#src/app/AuthContext.tsx';
import { useComposition } from '#src/app/composition.tsx';
import { BrandHeader } from '#src/features/brand/BrandHeader.tsx';
import { actionLabel } from '#src/features/brand/brand.css.ts';
import { ExportButton } from '#src/features/export/ExportButton.tsx';
import { summariesExportMachine } from '#machines/summariesExport.machine.ts';
import { formatDateTime } from '#src/features/format.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { button } from '#src/ui/button.css.ts';
import { Dialog } from '#src/ui/Dialog.tsx';
import { CenteredSpinner, Spinner } from '#src/ui/Spinner.tsx';
import { TextField } from '#src/ui/TextField.tsx';
import * as css from './account.css.ts';
import { AccountPageContext } from './context.ts';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';

const text = messages.settings;
const ACCOUNT_PATH = '/account';

const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const submitted = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return new FormData(event.currentTarget);
};

/** Whether the forms ask for the current password: the machine's word (machines/reauth.ts). */
const asksPassword = (account: AccountSettings) => reauthOf(account) === 'password';

/** An account without a password confirms with a fresh Google sign-in instead (decision 139). */
function GoogleReauth({ account }: { account: AccountSettings }) {
  const auth = useAuthActor();
  const reauth = reauthOf(account);
  if (reauth === 'password') return null;
  if (reauth === 'googleActive') return <Alert tone="success">{text.googleReauthActive}</Alert>;
  return (
    <Alert tone="info" title={text.googleReauthHint}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => auth.send({ type: 'auth.google.started', currentPath: ACCOUNT_PATH })}
      >
        {text.googleReauth}
      </Button>
    </Alert>
  );
}

/** Moves focus to the first field with a problem, each time the machine reports problems (decision 284). */
function useFocusFirstInvalid<F extends string>(
  order: readonly F[],
  errors: FieldProblems<F>,
  fields: Partial<Record<F, HTMLInputElement | null>>,
) {
  useEffect(() => {
    const first = firstInvalidField(order, errors);
    if (first) fields[first]?.focus();
    // `fields` is a ref's object, the same on every render.
  }, [order, errors, fields]);
}

/** Moves focus to the result line each time the count of results grows (issue 28.6). */
function useFocusResult(results: number) {
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (results > 0) line.current?.focus();
  }, [results]);
  return line;
}

/** The pending change's line, worded by what the last action did, with Resend and Cancel. */
function PendingEmail({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof changeEmailMachine>;
}) {
  const pending = useSelector(actor, selectPendingEmail);
  const outcome = useSelector(actor, selectEmailOutcome);
  const results = useSelector(actor, selectEmailResults);
  const error = problemText(useSelector(actor, selectPendingError));
  const busy = useSelector(actor, selectIsEmailBusy);
  const resending = useSelector(actor, selectIsResending);
  const cancelling = useSelector(actor, selectIsCancelling);
  const line = useFocusResult(results);
  let words: string | null = null;
  if (pending) {
    if (outcome === 'sent') words = text.emailLinkSent(pending);
    else if (outcome === 'resent') words = messages.server.emailChangeResent(pending);
    else words = text.emailPending(pending);
  } else if (outcome === 'cancelled') words = text.emailChangeCancelled(account.email);
  return (
    <>
      {words ? (
        <div ref={line} tabIndex={-1} className={css.result} data-testid="email-result">
          <Alert tone={pending ? 'info' : 'success'}>{words}</Alert>
        </div>
      ) : null}
      {pending ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            size="sm"
            busy={resending}
            disabled={busy}
            onClick={() => actor.send({ type: 'email.resendRequested' })}
          >
            {text.resendLink}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            busy={cancelling}
            disabled={busy}
            onClick={() => actor.send({ type: 'email.cancelRequested' })}
          >
            {text.cancelEmailChange}
          </Button>
        </div>
      ) : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </>
  );
}

function EmailSection({
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

function PasswordSection({
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
  const fields = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({}).current;
  useFocusFirstInvalid(PASSWORD_FIELDS, errors, fields);
  const result = useFocusResult(formKey);
  const shownFormError = formError ?? (asks ? null : problemText(errors.current ?? null));
  const fieldRef = (name: PasswordField) => (input: HTMLInputElement | null) => {
    fields[name] = input;
  };
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
    <section className={css.section} aria-labelledby="account-password">
      <h2 id="account-password" className={css.sectionTitle}>
        {text.passwordSection}
      </h2>
      {account.has_password ? null : <p className={css.muted}>{text.setPasswordIntro}</p>}
      {saved ? (
        <div ref={result} tabIndex={-1} className={css.result} data-testid="password-result">
          <Alert tone="success">{text.passwordChanged}</Alert>
        </div>
      ) : null}
      <form key={formKey} className={css.form} onSubmit={submit} noValidate>
        {asks ? (
          <TextField
            ref={fieldRef('current')}
            label={text.currentPasswordLabel}
            name="current"
            type="password"
            autoComplete="current-password"
            error={problemText(errors.current ?? null)}
          />
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
    </section>
  );
}

const deviceIcons = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, other: Globe } as const;

/** "Chrome 131 on macOS 10.15.7", the extension by its name, or what little the user agent said. */
function deviceName(session: SignedInSession): string {
  const what = session.browser ?? (session.client === 'extension' ? text.extension : text.unknownBrowser);
  const label = session.client === 'extension' && session.browser ? `${text.extension} (${what})` : what;
  return session.os ? `${label} on ${session.os}` : label;
}

function SessionRow({ session, actor }: { session: SignedInSession; actor: ActorRefFrom<typeof sessionsMachine> }) {
  const canEnd = useSelector(actor, (s) => selectCanEnd(s, session.id));
  const ending = useSelector(actor, selectEndingId) === session.id;
  const Icon = session.client === 'extension' ? Puzzle : deviceIcons[session.device];
  const name = deviceName(session);
  return (
    // The focus lands on a row after the one before it was signed out (decision 283).
    <li className={css.session} aria-label={name} tabIndex={-1}>
      <div>
        <p className={css.sessionName}>
          <Icon size={16} aria-hidden="true" />
          {name}
          {session.current ? <Badge tone="accent">{text.thisSession}</Badge> : null}
        </p>
        <p className={css.sessionMeta}>
          {text.signedInFrom(session.ip_address ?? text.unknownAddress, formatDateTime(session.created_at))}
        </p>
        <p className={css.sessionMeta}>{text.lastUsed(formatDateTime(session.last_used_at))}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          busy={ending}
          // Off while a call runs, focused still: the focus stays here until the row goes.
          focusableWhenDisabled
          disabled={!canEnd}
          aria-label={text.endSessionOf(name)}
          onClick={() => actor.send({ type: 'session.endRequested', id: session.id })}
        >
          <LogOut size={14} aria-hidden="true" />
          {text.endSession}
        </Button>
      )}
    </li>
  );
}

/**
 * Focus follows the sessions' actions (issue 28.6, decision 283). A row signed out takes the focus to
 * the row now in its place (the last row when it was the last; the list's heading without a list); a
 * failed sign-out leaves it on the row's button. "Sign out all other sessions" puts it on the list,
 * which then holds this session alone.
 */
function useFocusAfterEnding(actor: ActorRefFrom<typeof sessionsMachine>, sessions: SignedInSession[]) {
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const endingId = useSelector(actor, selectEndingId);
  const settled = useSelector(actor, selectIsSettled);
  const ended = useRef<{ id: string; index: number } | null>(null);
  const othersAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row's place is read when its sign-out starts
  useEffect(() => {
    if (endingId !== null) ended.current = { id: endingId, index: sessions.findIndex((s) => s.id === endingId) };
  }, [endingId]);
  useEffect(() => {
    if (!settled) return;
    const row = ended.current;
    const others = othersAsked.current;
    ended.current = null;
    othersAsked.current = false;
    if (others) list.current?.focus();
    if (!row || sessions.some((session) => session.id === row.id)) return;
    const rows = list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    (rows[Math.min(row.index, rows.length - 1)] ?? heading.current)?.focus();
  }, [settled, sessions]);
  return {
    list,
    heading,
    othersAsked: () => {
      othersAsked.current = true;
    },
  };
}

function SessionsSection({ actor }: { actor: ActorRefFrom<typeof sessionsMachine> }) {
  const sessions = useSelector(actor, selectSessions);
  const firstLoad = useSelector(actor, selectIsFirstLoad);
  const failed = useSelector(actor, selectSessionsFailed);
  const canEndOthers = useSelector(actor, selectCanEndOthers);
  const focus = useFocusAfterEnding(actor, sessions);
  let body = (
    <ul ref={focus.list} tabIndex={-1} className={css.sessionList} aria-label={text.sessionsSection}>
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} actor={actor} />
      ))}
    </ul>
  );
  if (firstLoad) body = <Spinner label={text.sessionsSection} size={20} />;
  else if (failed)
    body = (
      <Alert tone="danger" title={text.sessionsLoadFailed}>
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'sessions.retried' })}>
          {messages.dashboard.retry}
        </Button>
      </Alert>
    );
  return (
    <section className={css.section} aria-labelledby="account-sessions">
      <h2 ref={focus.heading} tabIndex={-1} id="account-sessions" className={css.sectionTitle}>
        {text.sessionsSection}
      </h2>
      <p className={css.muted}>{text.sessionsIntro}</p>
      {body}
      <div className={css.actions}>
        <Button
          variant="secondary"
          focusableWhenDisabled
          disabled={!canEndOthers}
          onClick={() => {
            focus.othersAsked();
            actor.send({ type: 'sessions.endOthersRequested' });
          }}
        >
          {text.endOthers}
        </Button>
      </div>
    </section>
  );
}

function DeleteAccountDialog({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof accountDeletionMachine>;
}) {
  const open = useSelector(actor, selectIsDeletionOpen);
  const busy = useSelector(actor, selectIsDeleting);
  const error = problemText(useSelector(actor, selectDeletionError));
  const cancel = () => actor.send({ type: 'deletion.cancelled' });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event);
    actor.send({ type: 'deletion.submitted', current: fieldOf(form, 'current') });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : cancel())} title={text.deleteTitle} size="md">
      <form className={css.form} onSubmit={submit} noValidate>
        <ul className={css.list}>
          <li>{text.deleteGoes}</li>
          <li>{text.deleteKeeps}</li>
        </ul>
        <p className={css.muted}>{text.deleteExportFirst}</p>
        <AccountExportButton />
        {asksPassword(account) ? (
          <TextField label={text.currentPasswordLabel} name="current" type="password" autoComplete="current-password" />
        ) : (
          <GoogleReauth account={account} />
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <div className={css.dialogActions}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={busy} disabled={busy}>
            {text.deleteConfirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteSection({
  account,
  actor,
}: {
  account: AccountSettings;
  actor: ActorRefFrom<typeof accountDeletionMachine>;
}) {
  return (
    <section className={css.danger} aria-labelledby="account-delete">
      <h2 id="account-delete" className={css.sectionTitle}>
        {text.deleteSection}
      </h2>
      <p className={css.muted}>{text.deleteIntro}</p>
      <div className={css.actions}>
        <Button variant="danger" onClick={() => actor.send({ type: 'deletion.opened' })}>
          <Trash2 size={16} aria-hidden="true" />
          {text.deleteAction}
        </Button>
      </div>
      <DeleteAccountDialog account={account} actor={actor} />
    </section>
  );
}

function Sections() {
  const page = AccountPageContext.useActorRef();
  const loading = useSelector(page, selectIsAccountLoading);
  const failed = useSelector(page, selectAccountFailed);
  const account = useSelector(page, selectAccountSettings);
  const password = useSelector(page, selectPasswordActor);
  const email = useSelector(page, selectEmailActor);
  const sessions = useSelector(page, selectSessionsActor);
  const deletion = useSelector(page, selectDeletionActor);
  if (loading) return <CenteredSpinner label={text.loading} />;
  if (failed || !account)
    return (
      <Alert tone="danger" title={text.loadFailed}>
        <Button variant="secondary" size="sm" onClick={() => page.send({ type: 'account.retried' })}>
          {messages.dashboard.retry}
        </Button>
      </Alert>
    );
  return (
    <>
      <GoogleReauth account={account} />
      {email ? <EmailSection account={account} actor={email} /> : null}
      {password ? <PasswordSection account={account} actor={password} /> : null}
      {sessions ? <SessionsSection actor={sessions} /> : null}
      <section className={css.section} aria-labelledby="account-data">
        <h2 id="account-data" className={css.sectionTitle}>
          {text.dataSection}
        </h2>
        <p className={css.muted}>{text.dataIntro}</p>
        <div className={css.actions}>
          <AccountExportButton />
        </div>
      </section>
      {deletion ? <DeleteSection account={account} actor={deletion} /> : null}
    </>
  );
}

/** The export, wired by the composition root for the button the feature draws. */
function AccountExportButton() {
  return <ExportButton logic={useComposition().export(summariesExportMachine)} />;
}

/** /account (protected by the router): e-mail, password, sessions, export and account deletion. */
export default function AccountPage() {
  const logic = useComposition().accountPage(accountPageMachine);
  return (
    <AccountPageContext.Provider logic={logic}>
      <div className={css.page}>
        <BrandHeader>
          <Link to="/dashboard" className={button({ variant: 'ghost' })}>
            <ArrowLeft size={16} aria-hidden="true" />
            <span className={actionLabel}>{text.backToDashboard}</span>
          </Link>
        </BrandHeader>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.main}>
          <div>
            <h1 className={css.heading}>{text.title}</h1>
            <p className={css.intro}>{text.intro}</p>
          </div>
          <Sections />
        </main>
      </div>
    </AccountPageContext.Provider>
  );
}
