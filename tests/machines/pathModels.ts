/**
 * One path model per machine: its event fixtures (typed exhaustively: a new event type without a
 * fixture fails to compile), the inputs to start from, and the context abstraction for state identity.
 */
import type { AnyEventObject, DoneActorEvent } from 'xstate';
import { DEFAULT_PROMPT, PROMPT_MAX_LENGTH, SEARCH_MAX_LENGTH } from '#domain/constants.ts';
import { accountRequestMachine } from '#machines/accountRequest.machine.ts';
import { authMachine } from '#machines/auth.machine.ts';
import { billingMachine } from '#machines/billing.machine.ts';
import { dashboardMachine } from '#machines/dashboard.machine.ts';
import { demoPlayerMachine } from '#machines/demoPlayer.machine.ts';
import { feedbackMachine } from '#machines/feedback.machine.ts';
import { googleSignInMachine } from '#machines/googleSignIn.machine.ts';
import { signInFormMachine } from '#machines/signInForm.machine.ts';
import { paymentCancelMachine } from '#machines/paymentCancel.machine.ts';
import { paymentVerificationMachine } from '#machines/paymentVerification.machine.ts';
import { planDialogMachine, selectPlanCards } from '#machines/planDialog.machine.ts';
import { promptMachine } from '#machines/prompt.machine.ts';
import { accountDeletionMachine } from '#machines/accountDeletion.machine.ts';
import { accountPageMachine } from '#machines/accountPage.machine.ts';
import type { AccountSettings, SignedInSession, Summary } from '#machines/apiTypes.ts';
import { changeEmailMachine } from '#machines/changeEmail.machine.ts';
import { changePasswordMachine } from '#machines/changePassword.machine.ts';
import { connectivityMachine } from '#machines/connectivity.machine.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import {
  type ChangeKind,
  type ChangeOutcome,
  subscriptionChangeMachine,
} from '#machines/subscriptionChange.machine.ts';
import { sessionsMachine } from '#machines/sessions.machine.ts';
import { subscriptionStatusMachine } from '#machines/subscriptionStatus.machine.ts';
import { pageKey, queryFor, summariesMachine } from '#machines/summaries.machine.ts';
import { summariesExportMachine } from '#machines/summariesExport.machine.ts';
import { summaryDeleteMachine } from '#machines/summaryDelete.machine.ts';
import { summaryShareMachine } from '#machines/summaryShare.machine.ts';
import { themeMachine } from '#machines/theme.machine.ts';
import {
  basicAccount,
  basicSubscription,
  basicCurrentPlan,
  cancelledAccount,
  cancelledCurrentPlan,
  cancelledSubscription,
  cancelResult,
  done,
  graceAccount,
  invoices,
  resumed,
  switchedToAnnual,
  failed,
  httpError,
  monthlyCurrentPlan,
  networkError,
  paid,
  plans,
  premiumAccount,
  premiumSubscription,
  premiumUser,
  processing,
  summariesPage,
  user,
} from './fixtures.ts';
import { definePathModel, type EventFixtures } from './pathCoverage.ts';
import { failedAgain, failedAttempt, savedSummary } from './summarizeFixtures.ts';
import { summarizeModel } from './summarizeModel.ts';
import { summaryRetryModel } from './summaryRetryModel.ts';
import { summaryWriterModel } from './summaryWriterModel.ts';
import { videoSummaryModel } from './videoSummaryModel.ts';

/** Requests the plan dialog sends the dashboard: only while it is open. */
function isDialogRequest(type: string): boolean {
  return ['subscription.cancelRequested', 'subscription.switchRequested', 'subscription.resumeRequested'].includes(
    type,
  );
}

const FIRST_SUMMARY_ID = '00000000-0000-4000-8000-000000000001';

const credentials = { email: 'ann@example.com', password: 'correct horse' };

/**
 * Storage reads answer at once (a microtask): while one runs, nothing else can happen, so its outcome
 * is the only step a path may take then.
 */
function storageAnswersAtOnce(state: { children: Record<string, unknown> }, event: { type: string }): boolean {
  if (!state.children.readStorage) return true;
  return event.type === 'xstate.done.actor.readStorage' || event.type === 'xstate.error.actor.readStorage';
}

const authEvents = {
  'auth.logout': [{ type: 'auth.logout' }],
  'auth.logoutAll': [{ type: 'auth.logoutAll' }],
  'auth.logoutAllConfirmed': [{ type: 'auth.logoutAllConfirmed' }],
  'auth.logoutAllCancelled': [{ type: 'auth.logoutAllCancelled' }],
  'auth.google.started': [{ type: 'auth.google.started', currentPath: '/dashboard' }],
  // Google's word on the return is the googleSignIn model's: here only how the sign-in ends.
  'auth.google.returned': [{ type: 'auth.google.returned', status: 'success', state: 'state-1' }],
  'auth.sessionExpired': [{ type: 'auth.sessionExpired' }],
  'auth.accountDeleted': [{ type: 'auth.accountDeleted' }],
  'auth.sessionRefreshRequested': [{ type: 'auth.sessionRefreshRequested' }],
  'auth.sessionStarted': [{ type: 'auth.sessionStarted' }],
  'auth.signedOutElsewhere': [{ type: 'auth.signedOutElsewhere' }],
  'xstate.done.actor.checkSession': [
    done('checkSession', { authenticated: true, user, token: 'token-1' }),
    done('checkSession', { authenticated: false }),
  ],
  'xstate.error.actor.checkSession': [failed('checkSession', networkError)],
  // How the form ended: signed in (its own steps are the signInForm model's).
  'xstate.done.actor.signInForm': [done('signInForm', { session: { token: 'token-1', user }, redirectTo: null })],
  'xstate.error.actor.signInForm': [failed('signInForm', new Error('a machine of ours does not fail'))],
  'xstate.done.actor.logout': [done('logout', { success: true })],
  // Unheard (no answer: owed, decision 173) or heard and refused (the session had already ended).
  'xstate.error.actor.logout': [failed('logout', networkError), failed('logout', httpError(401))],
  'xstate.done.actor.logoutAll': [done('logoutAll', { success: true })],
  'xstate.error.actor.logoutAll': [failed('logoutAll', httpError(401)), failed('logoutAll', networkError)],
  // How a Google sign-in ended (its own steps are the googleSignIn model's).
  'xstate.done.actor.googleSignIn': [
    done('googleSignIn', { outcome: 'notStarted' }),
    done('googleSignIn', { outcome: 'signedIn', session: { authenticated: true, user, token: 'token-1' } }),
    done('googleSignIn', { outcome: 'refused' }),
    done('googleSignIn', { outcome: 'signedOut' }),
  ],
  'xstate.error.actor.googleSignIn': [failed('googleSignIn', new Error('a machine of ours does not fail'))],
  'xstate.done.actor.readStorage': [
    done('readStorage', { token: 'token-1' }),
    done('readStorage', { token: null }),
    done('readStorage', { token: null, 'skimly-pending-logout': 'one' }),
    done('readStorage', { token: null, 'skimly-pending-logout': 'all' }),
  ],
  'xstate.error.actor.readStorage': [failed('readStorage', new Error('storage blocked'))],
} satisfies EventFixtures<typeof authMachine>;

const signInFormEvents = {
  'auth.login': [
    { type: 'auth.login', email: '', password: '', remember: false },
    { type: 'auth.login', email: 'ann at example', password: 'x', remember: false },
    { type: 'auth.login', ...credentials, remember: true },
  ],
  'auth.register': [
    { type: 'auth.register', email: '', password: '' },
    { type: 'auth.register', email: 'ann at example', password: 'x' },
    { type: 'auth.register', email: credentials.email, password: 'short' },
    { type: 'auth.register', email: credentials.email, password: 'x'.repeat(129) },
    { type: 'auth.register', ...credentials },
  ],
  'auth.formReset': [{ type: 'auth.formReset' }],
  'auth.registeredNoticeDismissed': [{ type: 'auth.registeredNoticeDismissed' }],
  'auth.google.started': [{ type: 'auth.google.started', currentPath: '/dashboard' }],
  'xstate.done.actor.login': [done('login', { token: 'token-1', user })],
  'xstate.error.actor.login': [
    failed('login', httpError(401, 'Invalid email or password')),
    failed('login', httpError(403, 'Please verify your email address before signing in.')),
  ],
  'xstate.done.actor.register': [done('register', { success: true })],
  'auth.verificationResendRequested': [{ type: 'auth.verificationResendRequested' }],
  'xstate.done.actor.resendVerification': [done('resendVerification', { success: true })],
  'xstate.error.actor.register': [failed('register', httpError(422, 'Invalid')), failed('register', networkError)],
  'auth.dialogOpened': [{ type: 'auth.dialogOpened' }],
  'auth.dialogClosed': [{ type: 'auth.dialogClosed' }],
  // The verification link started a session; the check says whose (decision 286).
  'auth.sessionStarted': [{ type: 'auth.sessionStarted' }],
  'xstate.done.actor.checkSession': [
    done('checkSession', { authenticated: true, user, token: 'token-1' }),
    done('checkSession', { authenticated: false }),
  ],
  'xstate.error.actor.checkSession': [failed('checkSession', networkError)],
  'xstate.error.actor.resendVerification': [failed('resendVerification', networkError)],
} satisfies EventFixtures<typeof signInFormMachine>;

const googleSignInEvents = {
  'xstate.done.actor.generateOAuthState': [done('generateOAuthState', 'state-1')],
  'xstate.error.actor.generateOAuthState': [failed('generateOAuthState', new Error('no crypto'))],
  'xstate.done.actor.requestGoogleUrl': [
    done('requestGoogleUrl', { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=state-1' }),
    done('requestGoogleUrl', {}),
  ],
  'xstate.error.actor.requestGoogleUrl': [
    failed('requestGoogleUrl', httpError(503, 'Google sign-in is not configured')),
  ],
  'xstate.done.actor.readStorage': [
    done('readStorage', { oauth_state: 'state-1', oauth_redirect: '/dashboard' }),
    done('readStorage', { oauth_state: null, oauth_redirect: null }),
  ],
  'xstate.error.actor.readStorage': [failed('readStorage', new Error('storage blocked'))],
  'xstate.done.actor.checkSession': [
    done('checkSession', { authenticated: true, user, token: 'token-1' }),
    done('checkSession', { authenticated: false }),
  ],
  'xstate.error.actor.checkSession': [failed('checkSession', networkError)],
} satisfies EventFixtures<typeof googleSignInMachine>;

/** Events sent from the sign-in dialog's form (its "Resend e-mail" too). */
const DIALOG_FORM_EVENTS = new Set([
  'auth.login',
  'auth.register',
  'auth.google.started',
  'auth.formReset',
  'auth.verificationResendRequested',
]);

const paymentEvents = {
  'xstate.done.actor.verifyPayment': [
    done('verifyPayment', paid),
    done('verifyPayment', processing),
    done('verifyPayment', { status: 'success', error: true, message: 'Payment could not be verified' }),
  ],
  'xstate.error.actor.verifyPayment': [
    failed('verifyPayment', httpError(404, 'Unknown checkout session')),
    failed('verifyPayment', httpError(409, 'This checkout was cancelled or has expired. No payment was taken.')),
  ],
} satisfies EventFixtures<typeof paymentVerificationMachine>;

const planDialogEvents = {
  'billing.toggled': [{ type: 'billing.toggled' }],
  'plan.selected': [
    { type: 'plan.selected', planId: 'premium-yearly' },
    { type: 'plan.selected', planId: 'basic' },
  ],
  'plan.cancelRequested': [{ type: 'plan.cancelRequested' }],
  'cancel.confirmed': [{ type: 'cancel.confirmed' }],
  'cancel.dismissed': [{ type: 'cancel.dismissed' }],
  'plan.switchRequested': [{ type: 'plan.switchRequested', planId: 'premium-yearly' }],
  'switch.confirmed': [{ type: 'switch.confirmed' }],
  'switch.dismissed': [{ type: 'switch.dismissed' }],
  'plan.resumeRequested': [{ type: 'plan.resumeRequested' }],
  'plans.retried': [{ type: 'plans.retried' }],
  'dialog.closed': [{ type: 'dialog.closed' }],
  // The dashboard runs the cancel and reports a failure (issue 12.11).
  'subscription.changeFailed': [
    { type: 'subscription.changeFailed', problem: { said: 'You have no active subscription to cancel.' } },
  ],
  'xstate.done.actor.loadPlans': [done('loadPlans', plans)],
  'xstate.error.actor.loadPlans': [failed('loadPlans', sessionEnded()), failed('loadPlans', httpError(500))],
  'xstate.done.actor.createPaymentLink': [done('createPaymentLink', { url: 'https://checkout.example/cs_1' })],
  'xstate.error.actor.createPaymentLink': [
    failed('createPaymentLink', sessionEnded()),
    failed('createPaymentLink', httpError(402, 'Card declined')),
    failed('createPaymentLink', httpError(409, 'You already have an active Premium subscription.')),
  ],
} satisfies EventFixtures<typeof planDialogMachine>;

const feedbackEvents = {
  'feedback.reasonChanged': [
    { type: 'feedback.reasonChanged', reason: 'other' },
    { type: 'feedback.reasonChanged', reason: 'privacy' },
  ],
  'feedback.commentsChanged': [{ type: 'feedback.commentsChanged', value: 'It slowed my browser' }],
  'feedback.suggestionsChanged': [{ type: 'feedback.suggestionsChanged', value: 'Offline mode' }],
  'feedback.emailChanged': [
    { type: 'feedback.emailChanged', value: 'ann@example.com' },
    { type: 'feedback.emailChanged', value: 'ann at example' },
  ],
  'feedback.submitted': [{ type: 'feedback.submitted' }],
  'feedback.thankYouClosed': [{ type: 'feedback.thankYouClosed' }],
  'xstate.done.actor.submitFeedback': [done('submitFeedback', { success: true })],
  'xstate.error.actor.submitFeedback': [
    failed('submitFeedback', httpError(500)),
    failed(
      'submitFeedback',
      Object.assign(httpError(422, 'Please enter a valid email address'), {
        fieldErrors: [{ path: 'email', message: 'Please enter a valid email address' }],
      }),
    ),
  ],
} satisfies EventFixtures<typeof feedbackMachine>;

const billingEvents = {
  'billing.retried': [{ type: 'billing.retried' }],
  'billing.changed': [{ type: 'billing.changed' }],
  'xstate.done.actor.loadInvoices': [done('loadInvoices', invoices), done('loadInvoices', [])],
  'xstate.error.actor.loadInvoices': [failed('loadInvoices', sessionEnded()), failed('loadInvoices', networkError)],
} satisfies EventFixtures<typeof billingMachine>;

/** The outcomes of the dashboard's child subscriptionChange, each with the change it can end (null: any). */
const changeOutcomes: ReadonlyArray<[ChangeKind | null, DoneActorEvent<ChangeOutcome, 'subscriptionChange'>]> = [
  ['cancel', done('subscriptionChange', { outcome: 'changed', subscription: cancelResult.subscription })],
  ['switch', done('subscriptionChange', { outcome: 'changed', subscription: switchedToAnnual.subscription })],
  ['resume', done('subscriptionChange', { outcome: 'changed', subscription: resumed.subscription })],
  [
    'cancel',
    done('subscriptionChange', {
      outcome: 'failed',
      change: 'cancel',
      error: httpError(409, 'You have no active subscription to cancel.'),
    }),
  ],
  ['cancel', done('subscriptionChange', { outcome: 'failed', change: 'cancel', error: networkError })],
  [
    'switch',
    done('subscriptionChange', {
      outcome: 'failed',
      change: 'switch',
      error: httpError(409, 'You are already on this plan.'),
    }),
  ],
  [
    'resume',
    done('subscriptionChange', {
      outcome: 'failed',
      change: 'resume',
      error: httpError(409, 'There is no cancelled subscription to resume.'),
    }),
  ],
  [
    'portal',
    done('subscriptionChange', {
      outcome: 'failed',
      change: 'portal',
      error: httpError(503, 'We could not reach the payment provider.'),
    }),
  ],
  [null, done('subscriptionChange', { outcome: 'sessionEnded' })],
];

/** The change each outcome fixture ends (the dashboard's replay answers that change's call). */
export const CHANGE_OF = new Map<AnyEventObject, ChangeKind | null>(
  changeOutcomes.map(([change, outcome]) => [outcome, change]),
);

const dashboardEvents = {
  'dashboard.tabSelected': [
    { type: 'dashboard.tabSelected', tab: 'prompt' },
    { type: 'dashboard.tabSelected', tab: 'summaries' },
  ],
  'planDialog.opened': [{ type: 'planDialog.opened' }],
  'dashboard.retried': [{ type: 'dashboard.retried' }],
  // Back, Forward or a link (decision 198): another tab, the default view, and a hostile page corrected in place.
  'url.changed': [
    { type: 'url.changed', search: '?tab=prompt' },
    { type: 'url.changed', search: '' },
    { type: 'url.changed', search: '?page=-3' },
  ],
  // The list's Apply (a new history entry).
  'summaries.viewChanged': [
    { type: 'summaries.viewChanged', view: { search: 'talk', date: 'all', page: 1 }, replace: false },
  ],
  'xstate.done.actor.loadAccount': [
    done('loadAccount', basicAccount),
    done('loadAccount', premiumAccount),
    // A failed renewal (the banner) and a cancelled subscription (Resume), issue 13.
    done('loadAccount', graceAccount),
    done('loadAccount', cancelledAccount),
  ],
  'xstate.error.actor.loadAccount': [failed('loadAccount', sessionEnded()), failed('loadAccount', networkError)],
  'xstate.done.actor.prefetchSummaries': [done('prefetchSummaries', summariesPage(1, 2))],
  'xstate.error.actor.prefetchSummaries': [failed('prefetchSummaries', httpError(403))],
  'xstate.done.actor.prefetchPrompt': [done('prefetchPrompt', 'Summarise in five bullets with timestamps')],
  'xstate.error.actor.prefetchPrompt': [failed('prefetchPrompt', httpError(403))],
  'xstate.done.actor.planDialog': [done('planDialog', undefined)],
  // Asked by the plan dialog once the person confirmed; the cancel then runs here (issue 12.11).
  'subscription.cancelRequested': [{ type: 'subscription.cancelRequested' }],
  'subscription.switchRequested': [{ type: 'subscription.switchRequested', interval: 'year' }],
  'subscription.resumeRequested': [{ type: 'subscription.resumeRequested' }],
  'billing.portalRequested': [{ type: 'billing.portalRequested' }],
  // How the change the dashboard started ended (each answers the change it names, see CHANGE_OF).
  'xstate.done.actor.subscriptionChange': changeOutcomes.map(([, outcome]) => outcome),
  // A change whose success notice failed to show (the toast effect throwing) crashed.
  'xstate.error.actor.subscriptionChange': [failed('subscriptionChange', new Error('crashed'))],
  'xstate.error.actor.planDialog': [failed('planDialog', new Error('crashed'))],
} satisfies EventFixtures<typeof dashboardMachine>;

const subscriptionChangeEvents = {
  'xstate.done.actor.cancelSubscription': [done('cancelSubscription', cancelResult)],
  'xstate.error.actor.cancelSubscription': [
    failed('cancelSubscription', sessionEnded()),
    failed('cancelSubscription', httpError(409, 'You have no active subscription to cancel.')),
    failed('cancelSubscription', networkError),
  ],
  'xstate.done.actor.switchSubscription': [done('switchSubscription', switchedToAnnual)],
  'xstate.error.actor.switchSubscription': [
    failed('switchSubscription', sessionEnded()),
    failed('switchSubscription', httpError(409, 'You are already on this plan.')),
  ],
  'xstate.done.actor.resumeSubscription': [done('resumeSubscription', resumed)],
  'xstate.error.actor.resumeSubscription': [
    failed('resumeSubscription', sessionEnded()),
    failed('resumeSubscription', httpError(409, 'There is no cancelled subscription to resume.')),
  ],
  'xstate.done.actor.openBillingPortal': [done('openBillingPortal', { url: 'https://billing.example/portal' })],
  'xstate.error.actor.openBillingPortal': [
    failed('openBillingPortal', sessionEnded()),
    failed('openBillingPortal', httpError(503, 'We could not reach the payment provider.')),
  ],
} satisfies EventFixtures<typeof subscriptionChangeMachine>;

const summariesEvents = {
  'filters.searchChanged': [
    { type: 'filters.searchChanged', search: 'talk' },
    { type: 'filters.searchChanged', search: 'a'.repeat(SEARCH_MAX_LENGTH + 1) },
  ],
  'filters.dateChanged': [{ type: 'filters.dateChanged', date: 'week' }],
  'filters.applied': [{ type: 'filters.applied' }],
  'filters.cleared': [{ type: 'filters.cleared' }],
  'page.next': [{ type: 'page.next' }],
  'page.previous': [{ type: 'page.previous' }],
  'summaries.retried': [{ type: 'summaries.retried' }],
  // Back or Forward to page 2 (decision 198).
  'view.restored': [{ type: 'view.restored', view: { search: '', date: 'all', page: 2 } }],
  'xstate.done.actor.fetchSummaries': [
    done('fetchSummaries', summariesPage(1, 2)),
    // Page 2 after its only summary went: the server says there is one page now.
    done('fetchSummaries', {
      summaries: [],
      pagination: { total: 1, per_page: 1, current_page: 2, last_page: 1 },
    }),
  ],
  'xstate.error.actor.fetchSummaries': [
    failed('fetchSummaries', sessionEnded()),
    failed('fetchSummaries', networkError),
  ],
  'xstate.done.actor.browserIdle': [done('browserIdle', undefined)],
  'xstate.error.actor.browserIdle': [failed('browserIdle', new Error('aborted'))],
  'xstate.done.actor.prefetchSummaries': [done('prefetchSummaries', summariesPage(2, 2))],
  'xstate.error.actor.prefetchSummaries': [failed('prefetchSummaries', networkError)],
  'summary.copyRequested': [{ type: 'summary.copyRequested', id: FIRST_SUMMARY_ID }],
  'summary.downloadRequested': [{ type: 'summary.downloadRequested', id: FIRST_SUMMARY_ID }],
  'summary.deleteRequested': [{ type: 'summary.deleteRequested', id: FIRST_SUMMARY_ID }],
  'summary.removed': [{ type: 'summary.removed', id: FIRST_SUMMARY_ID }],
  'summary.restored': [{ type: 'summary.restored' }],
  'xstate.done.actor.summaryShare': [done('summaryShare', undefined)],
  'xstate.error.actor.summaryShare': [failed('summaryShare', new Error('crashed'))],
  'xstate.done.actor.summaryDelete': [done('summaryDelete', undefined)],
  'xstate.error.actor.summaryDelete': [failed('summaryDelete', new Error('crashed'))],
  // A failed attempt's Retry, and the row its child says now stands in its place (issue 23.7).
  'retry.requested': [{ type: 'retry.requested', id: failedAttempt.id }],
  'summary.replaced': [
    { type: 'summary.replaced', attemptId: failedAttempt.id, entry: savedSummary },
    { type: 'summary.replaced', attemptId: failedAttempt.id, entry: failedAgain.saved as Summary },
  ],
} satisfies EventFixtures<typeof summariesMachine>;

const summaryShareEvents = {
  'xstate.done.actor.copySummary': [done('copySummary', null)],
  'xstate.error.actor.copySummary': [failed('copySummary', new Error('Clipboard write denied'))],
  'xstate.done.actor.downloadSummary': [done('downloadSummary', null)],
  'xstate.error.actor.downloadSummary': [failed('downloadSummary', new Error('Blocked'))],
} satisfies EventFixtures<typeof summaryShareMachine>;

const demoPlayerEvents = {
  'demo.played': [{ type: 'demo.played' }],
  // The summary's timestamps as shown; the player starts at their second.
  'timestamp.chosen': [{ type: 'timestamp.chosen', time: '0:15' }],
} satisfies EventFixtures<typeof demoPlayerMachine>;

const summaryDeleteEvents = {
  'delete.undone': [{ type: 'delete.undone' }],
  'undo.held': [{ type: 'undo.held' }],
  'undo.released': [{ type: 'undo.released' }],
  'xstate.done.actor.deleteSummary': [done('deleteSummary', { success: true })],
  'xstate.error.actor.deleteSummary': [
    failed('deleteSummary', sessionEnded()),
    failed('deleteSummary', httpError(404, 'Summary not found')),
    failed('deleteSummary', networkError),
  ],
  'xstate.done.actor.restoreSummary': [done('restoreSummary', { success: true })],
  'xstate.error.actor.restoreSummary': [
    failed('restoreSummary', sessionEnded()),
    failed('restoreSummary', httpError(409, 'This summary already exists.')),
    failed('restoreSummary', httpError(500)),
  ],
} satisfies EventFixtures<typeof summaryDeleteMachine>;

const exportEvents = {
  'export.started': [{ type: 'export.started' }],
  'export.cancelled': [{ type: 'export.cancelled' }],
  'export.progress': [{ type: 'export.progress', done: 1, total: 2 }],
  'export.finished': [{ type: 'export.finished', count: 2 }],
  'export.failed': [
    { type: 'export.failed', error: sessionEnded() },
    { type: 'export.failed', error: networkError },
  ],
} satisfies EventFixtures<typeof summariesExportMachine>;

const promptEvents = {
  'prompt.changed': [
    { type: 'prompt.changed', prompt: 'too short' },
    { type: 'prompt.changed', prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) },
    { type: 'prompt.changed', prompt: 'List the three main arguments with timestamps' },
  ],
  'prompt.saved': [{ type: 'prompt.saved' }],
  'prompt.resetRequested': [{ type: 'prompt.resetRequested' }],
  'prompt.resetConfirmed': [{ type: 'prompt.resetConfirmed' }],
  'prompt.resetCancelled': [{ type: 'prompt.resetCancelled' }],
  'prompt.retried': [{ type: 'prompt.retried' }],
  // No draft kept, or one kept from before the session ended (issue 18.14).
  'xstate.done.actor.readDraft': [
    done('readDraft', null),
    done('readDraft', { text: 'Typed before the session ended, never saved', sessionEnded: true }),
    done('readDraft', { text: 'Typed, then the page reloaded', sessionEnded: false }),
  ],
  'xstate.error.actor.readDraft': [failed('readDraft', new Error('storage blocked'))],
  'xstate.done.actor.fetchPrompt': [done('fetchPrompt', DEFAULT_PROMPT)],
  'xstate.error.actor.fetchPrompt': [failed('fetchPrompt', sessionEnded()), failed('fetchPrompt', networkError)],
  'xstate.done.actor.savePrompt': [done('savePrompt', 'List the three main arguments with timestamps')],
  'xstate.error.actor.savePrompt': [failed('savePrompt', sessionEnded()), failed('savePrompt', httpError(500))],
  'xstate.done.actor.resetPrompt': [done('resetPrompt', DEFAULT_PROMPT)],
  'xstate.error.actor.resetPrompt': [failed('resetPrompt', sessionEnded()), failed('resetPrompt', httpError(500))],
} satisfies EventFixtures<typeof promptMachine>;

const accountRequestEvents = {
  'request.submitted': [
    { type: 'request.submitted', form: { kind: 'forgotPassword', email: 'ann at example' } },
    { type: 'request.submitted', form: { kind: 'forgotPassword', email: 'ann@example.com' } },
  ],
  'xstate.done.actor.submitAccountRequest': [
    done('submitAccountRequest', {}),
    // The verification link signed its holder in (decision 286).
    done('submitAccountRequest', { signedIn: true }),
  ],
  'xstate.error.actor.submitAccountRequest': [
    failed('submitAccountRequest', httpError(400, 'This link has expired.')),
    failed('submitAccountRequest', networkError),
  ],
} satisfies EventFixtures<typeof accountRequestMachine>;

const accountSettings: AccountSettings = {
  email: 'ann@example.com',
  has_password: true,
  google_linked: false,
  pending_email: null,
  google_reauth_until: null,
};

const sessionList: SignedInSession[] = [
  {
    id: '0b3c6a1e-5d2f-4b7a-9c8e-1f2a3b4c5d6e',
    current: true,
    client: 'website',
    browser: 'Chrome 131',
    os: 'macOS 10.15.7',
    device: 'desktop',
    user_agent: 'Mozilla/5.0',
    ip_address: '203.0.113.7',
    created_at: '2026-11-20T08:15:00Z',
    last_used_at: '2026-11-24T09:40:00Z',
  },
  {
    id: '1c4d7b2f-6e3a-4c8b-8d9f-2a3b4c5d6e7f',
    current: false,
    client: 'extension',
    browser: null,
    os: null,
    device: 'other',
    user_agent: null,
    ip_address: null,
    created_at: '2026-11-21T08:15:00Z',
    last_used_at: '2026-11-23T09:40:00Z',
  },
];

const accountPageEvents = {
  'account.retried': [{ type: 'account.retried' }],
  'account.passwordChanged': [{ type: 'account.passwordChanged' }],
  'account.pendingEmailChanged': [{ type: 'account.pendingEmailChanged' }],
  'xstate.done.actor.loadAccountSettings': [done('loadAccountSettings', accountSettings)],
  'xstate.error.actor.loadAccountSettings': [
    failed('loadAccountSettings', sessionEnded()),
    failed('loadAccountSettings', networkError),
  ],
} satisfies EventFixtures<typeof accountPageMachine>;

const wrongPassword = Object.assign(httpError(403, 'That is not your current password.'), { code: 'wrong_password' });

const changePasswordEvents = {
  'password.submitted': [
    { type: 'password.submitted', form: { current: 'old-password', next: 'short', confirm: 'short' } },
    {
      type: 'password.submitted',
      form: { current: 'old-password', next: 'a-new-long-password', confirm: 'a-new-long-password' },
    },
  ],
  'xstate.done.actor.changePassword': [done('changePassword', { success: true })],
  'xstate.error.actor.changePassword': [
    failed('changePassword', sessionEnded()),
    failed('changePassword', wrongPassword),
    failed('changePassword', networkError),
  ],
} satisfies EventFixtures<typeof changePasswordMachine>;

const changeEmailEvents = {
  'email.submitted': [
    { type: 'email.submitted', form: { newEmail: 'ann at example', current: 'pw' } },
    { type: 'email.submitted', form: { newEmail: 'ann.new@example.com', current: 'pw' } },
  ],
  'email.resendRequested': [{ type: 'email.resendRequested' }],
  'email.cancelRequested': [{ type: 'email.cancelRequested' }],
  'email.accountLoaded': [
    { type: 'email.accountLoaded', pending: null },
    { type: 'email.accountLoaded', pending: 'ann.new@example.com' },
  ],
  'xstate.done.actor.requestEmailChange': [done('requestEmailChange', 'ann.new@example.com')],
  'xstate.error.actor.requestEmailChange': [
    failed('requestEmailChange', sessionEnded()),
    failed('requestEmailChange', wrongPassword),
    failed('requestEmailChange', networkError),
  ],
  'xstate.done.actor.resendEmailChange': [done('resendEmailChange', { success: true })],
  'xstate.error.actor.resendEmailChange': [
    failed('resendEmailChange', sessionEnded()),
    failed('resendEmailChange', httpError(404, 'No e-mail change is waiting.')),
    failed('resendEmailChange', networkError),
  ],
  'xstate.done.actor.cancelEmailChange': [done('cancelEmailChange', { success: true })],
  'xstate.error.actor.cancelEmailChange': [
    failed('cancelEmailChange', sessionEnded()),
    failed('cancelEmailChange', networkError),
  ],
} satisfies EventFixtures<typeof changeEmailMachine>;

const sessionsEvents = {
  'session.endRequested': [
    { type: 'session.endRequested', id: '1c4d7b2f-6e3a-4c8b-8d9f-2a3b4c5d6e7f' },
    { type: 'session.endRequested', id: '0b3c6a1e-5d2f-4b7a-9c8e-1f2a3b4c5d6e' },
  ],
  'sessions.endOthersRequested': [{ type: 'sessions.endOthersRequested' }],
  'sessions.retried': [{ type: 'sessions.retried' }],
  'sessions.reload': [{ type: 'sessions.reload' }],
  'xstate.done.actor.loadSessions': [done('loadSessions', sessionList), done('loadSessions', sessionList.slice(0, 1))],
  'xstate.error.actor.loadSessions': [failed('loadSessions', sessionEnded()), failed('loadSessions', networkError)],
  'xstate.done.actor.endSession': [done('endSession', { success: true })],
  'xstate.error.actor.endSession': [
    failed('endSession', sessionEnded()),
    failed('endSession', httpError(404, 'Session not found')),
  ],
  'xstate.done.actor.endOtherSessions': [done('endOtherSessions', 1)],
  'xstate.error.actor.endOtherSessions': [
    failed('endOtherSessions', sessionEnded()),
    failed('endOtherSessions', networkError),
  ],
} satisfies EventFixtures<typeof sessionsMachine>;

const accountDeletionEvents = {
  'deletion.opened': [{ type: 'deletion.opened' }],
  'deletion.cancelled': [{ type: 'deletion.cancelled' }],
  'deletion.submitted': [{ type: 'deletion.submitted', current: 'correct horse' }],
  'xstate.done.actor.deleteAccount': [done('deleteAccount', { success: true })],
  'xstate.error.actor.deleteAccount': [
    failed('deleteAccount', sessionEnded()),
    failed('deleteAccount', httpError(403, 'That is not your current password.')),
  ],
} satisfies EventFixtures<typeof accountDeletionMachine>;

const themeEvents = {
  'theme.selected': [
    { type: 'theme.selected', theme: 'light' },
    { type: 'theme.selected', theme: 'dark' },
    { type: 'theme.selected', theme: 'system' },
  ],
  'theme.systemChanged': [
    { type: 'theme.systemChanged', scheme: 'dark' },
    { type: 'theme.systemChanged', scheme: 'light' },
  ],
} satisfies EventFixtures<typeof themeMachine>;

const connectivityEvents = {
  'connectivity.browserOffline': [{ type: 'connectivity.browserOffline' }],
  'connectivity.browserOnline': [{ type: 'connectivity.browserOnline' }],
  'connectivity.unreachable': [{ type: 'connectivity.unreachable' }],
  'connectivity.reached': [{ type: 'connectivity.reached' }],
  'xstate.done.actor.probeServer': [done('probeServer', undefined)],
  'xstate.error.actor.probeServer': [failed('probeServer', networkError)],
} satisfies EventFixtures<typeof connectivityMachine>;

export const pathModels = [
  definePathModel('auth', {
    machine: authMachine,
    // A page the site draws in the browser, or the dashboard the server drew for the session (decision 295).
    inputs: [{}, { serverSawSession: true }],
    events: authEvents,
    // What the screens show (signed in or not); where a sign-in leads is decided on the step that
    // navigates, not by the states after it.
    serializeContext: ({ user, pendingLogout }) => ({ signedIn: user !== null, pendingLogout }),
    // A session expires when a signed-in page's call answers 401, and only a signed-in person can delete
    // the account: nothing a signed-out visitor sees does either.
    feasible: (state, event) =>
      storageAnswersAtOnce(state, event) &&
      // A start that goes ahead leaves for Google and never ends here; only a return ends in a session.
      (event.type !== 'xstate.done.actor.googleSignIn' ||
        (event.output.outcome === 'notStarted') !== state.matches('completingGoogle')) &&
      // Our own machines: they end, they do not fail.
      event.type !== 'xstate.error.actor.googleSignIn' &&
      event.type !== 'xstate.error.actor.signInForm' &&
      ((event.type !== 'auth.sessionExpired' && event.type !== 'auth.accountDeleted') || state.matches('signedIn')),
  }),
  definePathModel('signInForm', {
    machine: signInFormMachine,
    events: signInFormEvents,
    // What the dialog shows: open or not, and its error.
    serializeContext: ({ formError, dialogOpen }) => ({ formError, dialogOpen }),
    // The form the replay fills is the dialog's: it is open before anyone types into it.
    feasible: (state, event) => !DIALOG_FORM_EVENTS.has(event.type) || state.context.dialogOpen,
  }),
  definePathModel('googleSignIn', {
    machine: googleSignInMachine,
    // From the form (or the account page), and back on /oauth/return with Google's word.
    inputs: [
      { kind: 'start', currentPath: '/dashboard' },
      { kind: 'return', status: 'success', state: 'state-1' },
      { kind: 'return', status: 'error', state: 'state-1' },
    ],
    events: googleSignInEvents,
    // Storage and the random state answer at once.
    feasible: (state, event) =>
      storageAnswersAtOnce(state, event) &&
      (!state.children.generateOAuthState || event.type.endsWith('.actor.generateOAuthState')),
  }),
  definePathModel('paymentVerification', {
    machine: paymentVerificationMachine,
    inputs: [{ sessionId: 'cs_test_1' }, { sessionId: null }],
    events: paymentEvents,
    // The bar's exact percentage does not change behaviour before 100; keep "started or not".
    serializeContext: ({ progress, ...rest }) => ({ ...rest, progressStarted: progress > 0 }),
    // Time passes for every timer at once: by the 2 s retry the 50 ms bar has moved.
    feasible: (state, event) => !event.type.startsWith('xstate.after.retryInterval') || state.context.progress > 0,
  }),
  definePathModel('paymentCancel', { machine: paymentCancelMachine, events: {} }),
  definePathModel('planDialog', {
    machine: planDialogMachine,
    inputs: [
      { currentPlan: monthlyCurrentPlan, user: premiumUser },
      { currentPlan: basicCurrentPlan, user },
      // Back from the sign-in the dialog asked for, with the plan chosen before (decision 153).
      { currentPlan: basicCurrentPlan, user, resumePlanId: 'premium-yearly' },
      // Closed and opened again while the dashboard's cancel still runs (issue 12.11).
      { currentPlan: monthlyCurrentPlan, user: premiumUser, cancelling: true },
      // Cancelled, still in its period: Resume (issue 13).
      { currentPlan: cancelledCurrentPlan, user: premiumUser },
    ],
    events: planDialogEvents,
    serializeContext: ({ plans: loaded, ...rest }) => ({ ...rest, plansLoaded: loaded.length }),
    // A plan is chosen, or the subscription cancelled, on a card; only the chosen interval's cards show.
    feasible: (state, event) => {
      const cards = selectPlanCards(state);
      if (event.type === 'plan.selected') return cards.some((card) => card.plan.id === event.planId);
      if (event.type === 'plan.cancelRequested') return cards.some((card) => card.action === 'cancel');
      // The confirmation's buttons exist only while it asks.
      if (event.type === 'cancel.confirmed' || event.type === 'cancel.dismissed')
        return state.matches({ ready: { request: 'confirmingCancel' } });
      if (event.type === 'plan.switchRequested')
        return cards.some((card) => card.plan.id === event.planId && card.action === 'switch');
      if (event.type === 'plan.resumeRequested') return cards.some((card) => card.action === 'resume');
      if (event.type === 'switch.confirmed' || event.type === 'switch.dismissed')
        return state.matches({ ready: { request: 'confirmingSwitch' } });
      // A confirmation is modal over the plan dialog: its switch and Close are out of reach.
      const confirming =
        state.matches({ ready: { request: 'confirmingCancel' } }) ||
        state.matches({ ready: { request: 'confirmingSwitch' } });
      if (confirming && (event.type === 'billing.toggled' || event.type === 'dialog.closed')) return false;
      return storageAnswersAtOnce(state, event);
    },
  }),
  definePathModel('feedback', {
    machine: feedbackMachine,
    inputs: [{ uid: 'install-42' }],
    events: feedbackEvents,
    // 'Please specify' is there only for the reason 'other'.
    feasible: (state, event) => event.type !== 'feedback.commentsChanged' || state.context.reason === 'other',
  }),
  definePathModel('dashboard', {
    machine: dashboardMachine,
    // Back from a sign-in with ?plan=: the dialog opens by itself. Basic names no checkout, so the dialog
    // just opens (the resumed checkout itself is the plan dialog model's).
    // A session that says Basic makes no Premium-only call (issue 27.4).
    // Back from the billing portal (issue 28.2): ?billing= says what happened there, once.
    inputs: [{}, { search: '?plan=basic' }, { premium: false }, { search: '?tab=prompt&billing=card-updated' }],
    events: dashboardEvents,
    // While the dialog is open it covers the page: no tab can be chosen under it. The cancel is asked
    // for from the open dialog only.
    feasible: (state, event) =>
      (event.type !== 'dashboard.tabSelected' || !state.matches({ loaded: { planDialog: 'open' } })) &&
      (!isDialogRequest(event.type) || state.matches({ loaded: { planDialog: 'open' } })) &&
      // Only a Basic account's dialog can crash here (an upgrade's declined-card toast failing).
      (event.type !== 'xstate.error.actor.planDialog' || state.context.account?.subscription.is_premium !== true) &&
      // The banner's button is under the dialog while it is open.
      (event.type !== 'billing.portalRequested' || !state.matches({ loaded: { planDialog: 'open' } })) &&
      // The list reports a person's move: only from its own tab, with nothing over it.
      (event.type !== 'summaries.viewChanged' ||
        state.matches({ loaded: { plan: 'premium', tabs: 'summaries', planDialog: 'closed' } })) &&
      // A change ends the way the change running can (a cancel is not answered as a switch); only a
      // change with a success notice can crash on it.
      (event.type !== 'xstate.done.actor.subscriptionChange' ||
        (state.context.change !== null && [null, state.context.change].includes(CHANGE_OF.get(event) ?? null))) &&
      (event.type !== 'xstate.error.actor.subscriptionChange' || state.context.change !== 'portal'),
  }),
  // One change per input, as the dashboard starts it: the plan dialog's cancel, switch and resume, the banner's portal.
  definePathModel('subscriptionChange', {
    machine: subscriptionChangeMachine,
    inputs: [
      { request: { type: 'subscription.cancelRequested' } },
      { request: { type: 'subscription.switchRequested', interval: 'year' } },
      { request: { type: 'subscription.resumeRequested' } },
      { request: { type: 'billing.portalRequested' } },
      // Issue 28.2: the portal returns to the dashboard's view as it was.
      { request: { type: 'billing.portalRequested' }, returnTo: '/dashboard?tab=prompt' },
    ],
    events: subscriptionChangeEvents,
  }),
  definePathModel('billing', {
    machine: billingMachine,
    // Started alone (it reads the invoices), or with those the dashboard's first data carried (issue 27.4).
    inputs: [undefined, { invoices }],
    events: billingEvents,
  }),
  definePathModel('summaries', {
    machine: summariesMachine,
    // Started alone, or with page 1 the dashboard fetched beside the account (issue 15).
    // Or on the view the address named, its page past the end (page=3 of 2: the last page, decision 198).
    inputs: [
      undefined,
      { firstPage: summariesPage(1, 2) },
      {
        view: { search: '', date: 'all', page: 3 },
        firstPage: { summaries: [], pagination: { total: 2, per_page: 1, current_page: 3, last_page: 2 } },
      },
      // A page that lists a failed attempt (issue 23.7).
      {
        firstPage: { summaries: [failedAttempt], pagination: { total: 1, per_page: 1, current_page: 1, last_page: 1 } },
      },
    ],
    events: summariesEvents,
    // Of the pages kept in memory only two matter to what happens next: this one and the next.
    serializeContext: ({ seen, ...rest }) => ({
      ...rest,
      seenNow: pageKey(queryFor(rest, rest.page)) in seen,
      seenNext: pageKey(queryFor(rest, rest.page + 1)) in seen,
    }),
    // The deletion child tells the list about the card it is deleting, and only while it runs.
    // The retry child names only the attempt it was handed, which is listed.
    feasible: (state, event) =>
      (event.type !== 'summary.replaced' || state.context.summaries.some((entry) => entry.id === event.attemptId)) &&
      ((event.type !== 'summary.removed' && event.type !== 'summary.restored') ||
        (state.matches({ active: { deletion: 'running' } }) &&
          (event.type === 'summary.restored' || state.context.deleting?.id === event.id))),
  }),
  definePathModel('summaryDelete', {
    machine: summaryDeleteMachine,
    inputs: [{ summary: summariesPage(1, 1).summaries[0] as Summary }],
    events: summaryDeleteEvents,
  }),
  definePathModel('summaryShare', {
    machine: summaryShareMachine,
    // A card's Copy as Markdown, and its Download .md.
    inputs: (['copy', 'download'] as const).map((kind) => ({
      summary: summariesPage(1, 1).summaries[0] as Summary,
      kind,
    })),
    events: summaryShareEvents,
  }),
  definePathModel('demoPlayer', {
    machine: demoPlayerMachine,
    events: demoPlayerEvents,
    // The press count only restarts the embed; "restarted or not" is what differs (counted, it never ends).
    serializeContext: ({ round, ...rest }) => ({ ...rest, restarted: round > 0 }),
  }),
  definePathModel('summariesExport', { machine: summariesExportMachine, events: exportEvents }),
  definePathModel('accountPage', { machine: accountPageMachine, events: accountPageEvents }),
  definePathModel('changePassword', {
    machine: changePasswordMachine,
    events: changePasswordEvents,
    // The count only restarts the form; "changed before or not" is what differs.
    serializeContext: ({ changes, ...rest }) => ({ ...rest, changed: changes > 0 }),
  }),
  definePathModel('changeEmail', {
    machine: changeEmailMachine,
    events: changeEmailEvents,
    // Started with nothing pending, or with a change the page loaded.
    inputs: [{ pending: null }, { pending: 'ann.new@example.com' }],
    // The counts only move focus and restart the form; whether they moved is what differs.
    serializeContext: ({ results, sent, ...rest }) => ({ ...rest, results: results > 0, sent: sent > 0 }),
  }),
  definePathModel('sessions', { machine: sessionsMachine, events: sessionsEvents }),
  definePathModel('accountDeletion', { machine: accountDeletionMachine, events: accountDeletionEvents }),
  definePathModel('prompt', {
    machine: promptMachine,
    // Started alone, or with the prompt the dashboard fetched beside the account (issue 15).
    inputs: [undefined, { prompt: 'Summarise in five bullets with timestamps' }],
    events: promptEvents,
  }),
  definePathModel('connectivity', {
    machine: connectivityMachine,
    events: connectivityEvents,
    // The browser says it is back only after it said it was gone.
    feasible: (state, event) => event.type !== 'connectivity.browserOnline' || state.matches('offline'),
  }),
  definePathModel('theme', {
    machine: themeMachine,
    inputs: [{ stored: null }, { stored: 'system' }, { stored: 'dark' }],
    events: themeEvents,
  }),
  definePathModel('accountRequest', { machine: accountRequestMachine, events: accountRequestEvents }),
  // The card's status (issue 25.4): one input a step of the precedence, and one that none matches.
  definePathModel('subscriptionStatus', {
    machine: subscriptionStatusMachine,
    events: {},
    inputs: [
      { subscription: null },
      { subscription: { ...cancelledSubscription, is_premium: false } },
      { subscription: cancelledSubscription },
      { subscription: { ...premiumSubscription, on_grace_period: true } },
      { subscription: premiumSubscription },
      { subscription: basicSubscription },
    ],
  }),
  definePathModel('summarize', summarizeModel),
  definePathModel('videoSummary', videoSummaryModel),
  definePathModel('summaryWriter', summaryWriterModel),
  definePathModel('summaryRetry', summaryRetryModel),
];
