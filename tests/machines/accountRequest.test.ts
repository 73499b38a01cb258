import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '#domain/messages.ts';
import { problemText } from '#src/features/problems.ts';
import {
  type AccountForm,
  type AccountRequest,
  type AccountRequestOutcome,
  accountRequestMachine,
  selectError,
  selectIsBusy,
  selectSucceeded,
} from '#machines/accountRequest.machine.ts';
import { httpError, networkError } from './fixtures.ts';
import { fakeActor, settle } from './harness.ts';

/** Answers each call in turn with the next outcome: a value resolves, an `Error` rejects. */
function start(...outcomes: (AccountRequestOutcome | Error)[]) {
  const submit = fakeActor<AccountRequestOutcome, AccountRequest>((_input, call) => {
    const outcome = outcomes[call - 1] ?? {};
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const started = { sessions: 0 };
  const machine = accountRequestMachine.provide({
    actors: { submitAccountRequest: submit.logic },
    actions: {
      sessionStarted: () => {
        started.sessions += 1;
      },
    },
  });
  const actor = createActor(machine).start();
  const submitForm = (form: AccountForm) => actor.send({ type: 'request.submitted', form });
  return { actor, submit, submitForm, started };
}

const resetForm = {
  kind: 'resetPassword',
  token: 'tok1',
  password: 'new-password-1',
  confirm: 'new-password-1',
} as const;

describe('account request validation', () => {
  it.each<[string, AccountForm, string]>([
    ['a verification link without token', { kind: 'verifyEmail', token: '' }, messages.account.missingToken],
    ['an empty address', { kind: 'forgotPassword', email: '   ' }, messages.auth.fillAllFields],
    ['an address without domain', { kind: 'forgotPassword', email: 'ada@' }, messages.auth.invalidEmail],
    ['a reset link without token', { ...resetForm, token: '' }, messages.account.missingToken],
    ['an empty confirmation', { ...resetForm, confirm: '' }, messages.auth.fillAllFields],
    ['a short password', { ...resetForm, password: 'short', confirm: 'short' }, messages.account.passwordTooShort],
    ['two different passwords', { ...resetForm, confirm: 'new-password-2' }, messages.account.passwordsDiffer],
  ])('refuses %s without calling the server', async (_case, form, text) => {
    const { actor, submit, submitForm } = start();
    submitForm(form);
    await settle();
    expect(problemText(selectError(actor.getSnapshot()))).toBe(text);
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(submit.calls).toEqual([]);
  });
});

describe('account request submission', () => {
  it('is busy while the call runs, then succeeds', async () => {
    const { actor, submitForm } = start();
    submitForm({ kind: 'verifyEmail', token: 'abc123' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectSucceeded(actor.getSnapshot())).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBeNull();
  });

  it('tells the session a verification link signed the person in, and only then (decision 286)', async () => {
    const signedIn = start({ signedIn: true });
    signedIn.submitForm({ kind: 'verifyEmail', token: 'abc123' });
    const verifiedOnly = start({ signedIn: false });
    verifiedOnly.submitForm({ kind: 'verifyEmail', token: 'abc123' });
    await settle();
    expect(selectSucceeded(signedIn.actor.getSnapshot())).toBe(true);
    expect(signedIn.started.sessions).toBe(1);
    expect(selectSucceeded(verifiedOnly.actor.getSnapshot())).toBe(true);
    expect(verifiedOnly.started.sessions).toBe(0);
  });

  it('sends the address trimmed and the new password without its confirmation', async () => {
    const forgot = start();
    forgot.submitForm({ kind: 'forgotPassword', email: ' ada@example.com ' });
    const reset = start();
    reset.submitForm(resetForm);
    await settle();
    expect(forgot.submit.calls).toEqual([{ kind: 'forgotPassword', email: 'ada@example.com' }]);
    expect(reset.submit.calls).toEqual([{ kind: 'resetPassword', token: 'tok1', password: 'new-password-1' }]);
  });

  it('ignores a second submit while the first call runs', async () => {
    const { submit, submitForm } = start();
    submitForm({ kind: 'verifyEmail', token: 'abc123' });
    submitForm({ kind: 'verifyEmail', token: 'abc123' });
    await settle();
    expect(submit.calls).toHaveLength(1);
  });
});

describe('account request failure', () => {
  it.each([
    ['the server message', httpError(400, 'This link has expired.'), 'This link has expired.'],
    ['the generic text for an HTTP error without message', httpError(500), messages.account.failed],
    ['the connection for a network failure', networkError, messages.connection.notReached],
    ['the retry text for anything else', new Error('unexpected'), messages.plans.unexpectedRetry],
  ])('shows %s', async (_case, error, text) => {
    const { actor, submitForm } = start(error);
    submitForm({ kind: 'verifyEmail', token: 'old' });
    await settle();
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(problemText(selectError(actor.getSnapshot()))).toBe(text);
  });

  it('retries on the next submit: the error clears while sending, success ends it', async () => {
    const { actor, submit, submitForm } = start(httpError(503, 'Try again later'), {});
    submitForm(resetForm);
    await settle();
    expect(problemText(selectError(actor.getSnapshot()))).toBe('Try again later');
    submitForm(resetForm);
    expect(problemText(selectError(actor.getSnapshot()))).toBeNull();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await settle();
    expect(selectSucceeded(actor.getSnapshot())).toBe(true);
    expect(submit.calls).toHaveLength(2);
  });

  it('replaces the call error with a validation problem after a failed attempt, without calling', async () => {
    const { actor, submit, submitForm } = start(httpError(400, 'This link has expired.'));
    submitForm(resetForm);
    await settle();
    submitForm({ ...resetForm, confirm: 'other-password' });
    expect(problemText(selectError(actor.getSnapshot()))).toBe(messages.account.passwordsDiffer);
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(submit.calls).toHaveLength(1);
  });
});
