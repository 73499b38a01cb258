/**
 * The account page's forms (issue 28.8; decisions 284, 285): each problem belongs to a field, the
 * server's refusals are mapped to the field they concern, a saved change empties the form and counts
 * a result for focus, and a pending e-mail change can be sent again or cancelled.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { messages } from '#domain/messages.ts';
import type { ChangeEmailRequest, ChangePasswordRequest } from '#machines/apiTypes.ts';
import {
  changeEmailMachine,
  type EmailForm,
  selectEmailErrors,
  selectEmailFormError,
  selectEmailFormKey,
  selectEmailOutcome,
  selectEmailResults,
  selectPendingEmail,
  selectPendingError,
} from '#machines/changeEmail.machine.ts';
import {
  changePasswordMachine,
  firstInvalidField,
  PASSWORD_FIELDS,
  type PasswordForm,
  selectPasswordErrors,
  selectPasswordFormError,
  selectPasswordFormKey,
  selectPasswordSaved,
} from '#machines/changePassword.machine.ts';
import type { Problem } from '#machines/problems.ts';
import { problemText } from '#src/features/problems.ts';
import { httpError, networkError } from './fixtures.ts';
import { fakeActor, settle } from './harness.ts';

const words = (problems: Partial<Record<string, Problem>>) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem ?? null)]));
const refused = (
  status: number,
  code: string,
  message: string,
  fieldErrors: { path: string; message: string }[] = [],
) => Object.assign(httpError(status, message), { code, fieldErrors });

function startPassword(...outcomes: unknown[]) {
  const change = fakeActor<unknown, ChangePasswordRequest>((_input, call) => {
    const outcome = outcomes[call - 1] ?? { success: true };
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  const actor = createActor(changePasswordMachine.provide({ actors: { changePassword: change.logic } })).start();
  const submit = async (form: PasswordForm) => {
    actor.send({ type: 'password.submitted', form });
    await settle();
    return actor.getSnapshot();
  };
  return { actor, change, submit };
}

const goodPassword = { current: 'old-password', next: 'a-new-long-password', confirm: 'a-new-long-password' };

describe('change password', () => {
  it.each<[string, PasswordForm, Record<string, string>]>([
    [
      'every empty field',
      { current: '', next: '', confirm: '' },
      {
        current: messages.settings.fieldRequired,
        next: messages.settings.fieldRequired,
        confirm: messages.settings.fieldRequired,
      },
    ],
    [
      'a short new password',
      { ...goodPassword, next: 'short', confirm: 'short' },
      { next: messages.account.passwordTooShort },
    ],
    [
      'two different passwords',
      { ...goodPassword, confirm: 'another-password' },
      { confirm: messages.account.passwordsDiffer },
    ],
    ['no current password where a Google sign-in stands in: nothing', { ...goodPassword, current: null }, {}],
  ])('puts %s on its field before sending', async (_case, form, expected) => {
    const { change, submit } = startPassword();
    const snapshot = await submit(form);
    expect(words(selectPasswordErrors(snapshot))).toEqual(expected);
    expect(change.calls).toHaveLength(Object.keys(expected).length === 0 ? 1 : 0);
  });

  it('focus goes to the first field with a problem, in the form order', () => {
    expect(
      firstInvalidField(PASSWORD_FIELDS, { confirm: { reason: 'passwordsDiffer' }, next: { reason: 'fieldRequired' } }),
    ).toBe('next');
    expect(firstInvalidField(PASSWORD_FIELDS, {})).toBeNull();
  });

  it.each<[string, unknown, Record<string, string>, string | null]>([
    [
      'a wrong current password',
      refused(403, 'wrong_password', messages.server.wrongPassword),
      { current: messages.server.wrongPassword },
      null,
    ],
    [
      'a missing one',
      refused(403, 'reauthentication_required', messages.server.reauthenticationPasswordRequired),
      { current: messages.server.reauthenticationPasswordRequired },
      null,
    ],
    [
      'a weak new password (the strength check names it `password`)',
      refused(422, 'validation_error', 'Too easy to guess.', [{ path: 'password', message: 'Too easy to guess.' }]),
      { next: 'Too easy to guess.' },
      null,
    ],
    [
      'a new password the contract refuses',
      refused(422, 'validation_error', 'Invalid', [{ path: 'new_password', message: 'Too long' }]),
      { next: 'Too long' },
      null,
    ],
    [
      'too many attempts: the form',
      refused(429, 'rate_limited', messages.server.tooManyAttempts),
      {},
      messages.server.tooManyAttempts,
    ],
    ['no connection: the form', networkError, {}, messages.connection.notReached],
  ])('maps %s to its field', async (_case, error, fields, form) => {
    const { submit } = startPassword(error);
    const snapshot = await submit(goodPassword);
    expect(words(selectPasswordErrors(snapshot))).toEqual(fields);
    expect(problemText(selectPasswordFormError(snapshot))).toBe(form);
    expect(selectPasswordSaved(snapshot)).toBe(false);
  });

  it('a saved change restarts the form and says so until the next submission', async () => {
    const { submit } = startPassword({ success: true }, refused(403, 'wrong_password', messages.server.wrongPassword));
    let snapshot = await submit(goodPassword);
    expect(selectPasswordFormKey(snapshot)).toBe(1);
    expect(selectPasswordSaved(snapshot)).toBe(true);
    expect(selectPasswordErrors(snapshot)).toEqual({});
    snapshot = await submit(goodPassword);
    expect(selectPasswordSaved(snapshot)).toBe(false);
    expect(selectPasswordFormKey(snapshot)).toBe(1);
  });
});

function startEmail(
  pending: string | null,
  outcomes: { request?: unknown[]; resend?: unknown[]; cancel?: unknown[] } = {},
) {
  const answer =
    <I>(list: unknown[] | undefined, fallback: (input: I) => unknown) =>
    (input: I, call: number) => {
      const outcome = list?.[call - 1] ?? fallback(input);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    };
  const request = fakeActor<string, ChangeEmailRequest>(
    answer<ChangeEmailRequest>(outcomes.request, (input) => input.new_email) as (
      input: ChangeEmailRequest,
      call: number,
    ) => string,
  );
  const resend = fakeActor<unknown, void>(answer<void>(outcomes.resend, () => ({ success: true })));
  const cancel = fakeActor<unknown, void>(answer<void>(outcomes.cancel, () => ({ success: true })));
  const machine = changeEmailMachine.provide({
    actors: { requestEmailChange: request.logic, resendEmailChange: resend.logic, cancelEmailChange: cancel.logic },
  });
  const actor = createActor(machine, { input: { pending } }).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await settle();
    return actor.getSnapshot();
  };
  const submit = (form: EmailForm) => send({ type: 'email.submitted', form });
  return { actor, request, resend, cancel, send, submit };
}

describe('change e-mail', () => {
  it.each<[string, EmailForm, Record<string, string>]>([
    [
      'empty fields',
      { newEmail: ' ', current: '' },
      { newEmail: messages.settings.fieldRequired, current: messages.settings.fieldRequired },
    ],
    ['a malformed address', { newEmail: 'ann at example', current: 'pw' }, { newEmail: messages.auth.invalidEmail }],
  ])('puts %s on its field before sending', async (_case, form, expected) => {
    const { request, submit } = startEmail(null);
    expect(words(selectEmailErrors(await submit(form)))).toEqual(expected);
    expect(request.calls).toEqual([]);
  });

  it.each<[string, unknown, Record<string, string>, string | null]>([
    [
      'its own address',
      refused(422, 'validation_error', messages.server.sameEmail, [
        { path: 'new_email', message: messages.server.sameEmail },
      ]),
      { newEmail: messages.server.sameEmail },
      null,
    ],
    [
      'a taken address, were the server to say so (409)',
      refused(409, 'conflict', messages.server.emailTaken),
      { newEmail: messages.server.emailTaken },
      null,
    ],
    [
      'a wrong password',
      refused(403, 'wrong_password', messages.server.wrongPassword),
      { current: messages.server.wrongPassword },
      null,
    ],
    [
      'a Google sign-in too old',
      refused(403, 'reauthentication_required', messages.server.reauthenticationRequired),
      { current: messages.server.reauthenticationRequired },
      null,
    ],
    [
      'too many requests: the form',
      refused(429, 'rate_limited', messages.server.tooManyAttempts),
      {},
      messages.server.tooManyAttempts,
    ],
  ])('maps %s', async (_case, error, fields, form) => {
    const { submit } = startEmail(null, { request: [error] });
    const snapshot = await submit({ newEmail: 'ann.new@example.com', current: 'pw' });
    expect(words(selectEmailErrors(snapshot))).toEqual(fields);
    expect(problemText(selectEmailFormError(snapshot))).toBe(form);
    expect(selectPendingEmail(snapshot)).toBeNull();
  });

  it('a sent request is pending, restarts the form and counts a result; resend and cancel count one each', async () => {
    const { submit, send, resend, cancel } = startEmail(null);
    let snapshot = await submit({ newEmail: ' ann.new@example.com ', current: 'pw' });
    expect(selectPendingEmail(snapshot)).toBe('ann.new@example.com');
    expect(selectEmailOutcome(snapshot)).toBe('sent');
    expect([selectEmailFormKey(snapshot), selectEmailResults(snapshot)]).toEqual([1, 1]);
    snapshot = await send({ type: 'email.resendRequested' });
    expect(selectEmailOutcome(snapshot)).toBe('resent');
    expect([selectEmailFormKey(snapshot), selectEmailResults(snapshot)]).toEqual([1, 2]);
    snapshot = await send({ type: 'email.cancelRequested' });
    expect(selectPendingEmail(snapshot)).toBeNull();
    expect(selectEmailOutcome(snapshot)).toBe('cancelled');
    expect(selectEmailResults(snapshot)).toBe(3);
    expect([resend.calls.length, cancel.calls.length]).toEqual([1, 1]);
    // Nothing pending: Resend and Cancel do nothing.
    await send({ type: 'email.resendRequested' });
    await send({ type: 'email.cancelRequested' });
    expect([resend.calls.length, cancel.calls.length]).toEqual([1, 1]);
  });

  it('starts with the pending change the page loaded and follows it when the page reads the account again', async () => {
    const { actor, send } = startEmail('ann.new@example.com');
    expect(selectPendingEmail(actor.getSnapshot())).toBe('ann.new@example.com');
    expect(selectPendingEmail(await send({ type: 'email.accountLoaded', pending: null }))).toBeNull();
  });

  it('a resend that finds nothing pending drops the line and says why; a failed cancel keeps it', async () => {
    const gone = refused(404, 'not_found', messages.server.noPendingEmail);
    const { send } = startEmail('ann.new@example.com', { resend: [gone] });
    let snapshot = await send({ type: 'email.resendRequested' });
    expect(selectPendingEmail(snapshot)).toBeNull();
    expect(problemText(selectPendingError(snapshot))).toBe(messages.server.noPendingEmail);

    const other = startEmail('ann.new@example.com', { cancel: [networkError] });
    snapshot = await other.send({ type: 'email.cancelRequested' });
    expect(selectPendingEmail(snapshot)).toBe('ann.new@example.com');
    expect(problemText(selectPendingError(snapshot))).toBe(messages.connection.notReached);
  });
});
