/**
 * One path model per machine: its event fixtures (typed exhaustively: a new event type without a
 * fixture fails to compile), the inputs to start from, and the context abstraction for state identity.
 */
import { DEFAULT_PROMPT } from '../../domain/constants.ts';
import { accountRequestMachine } from '../../machines/accountRequest.machine.ts';
import { authMachine } from '../../machines/auth.machine.ts';
import { dashboardMachine } from '../../machines/dashboard.machine.ts';
import { feedbackMachine } from '../../machines/feedback.machine.ts';
import { paymentCancelMachine } from '../../machines/paymentCancel.machine.ts';
import { paymentVerificationMachine } from '../../machines/paymentVerification.machine.ts';
import { planDialogMachine } from '../../machines/planDialog.machine.ts';
import { promptMachine } from '../../machines/prompt.machine.ts';
import { summariesMachine } from '../../machines/summaries.machine.ts';
import { themeMachine } from '../../machines/theme.machine.ts';
import {
  basicAccount,
  basicCurrentPlan,
  done,
  failed,
  httpError,
  monthlyCurrentPlan,
  networkError,
  paid,
  plans,
  premiumAccount,
  premiumUser,
  processing,
  summariesPage,
  user,
} from './fixtures.ts';
import { definePathModel, type EventFixtures } from './pathCoverage.ts';

const credentials = { email: 'ann@example.com', password: 'correct horse' };

const authEvents = {
  'auth.login': [
    { type: 'auth.login', email: '', password: '', remember: false },
    { type: 'auth.login', email: 'ann at example', password: 'x', remember: false },
    { type: 'auth.login', ...credentials, remember: true },
  ],
  'auth.register': [
    { type: 'auth.register', email: '', password: '' },
    { type: 'auth.register', email: 'ann at example', password: 'x' },
    { type: 'auth.register', ...credentials },
  ],
  'auth.formReset': [{ type: 'auth.formReset' }],
  'auth.logout': [{ type: 'auth.logout' }],
  'auth.logoutAll': [{ type: 'auth.logoutAll' }],
  'auth.google.started': [{ type: 'auth.google.started', currentPath: '/dashboard' }],
  'auth.google.returned': [
    { type: 'auth.google.returned', status: 'success', state: 'state-1' },
    { type: 'auth.google.returned', status: 'error', state: 'state-1' },
  ],
  'auth.sessionExpired': [{ type: 'auth.sessionExpired' }],
  'auth.sessionRefreshRequested': [{ type: 'auth.sessionRefreshRequested' }],
  'xstate.done.actor.checkSession': [
    done('checkSession', { authenticated: true, user, token: 'token-1' }),
    done('checkSession', { authenticated: false }),
  ],
  'xstate.error.actor.checkSession': [failed('checkSession', networkError)],
  'xstate.done.actor.login': [done('login', { token: 'token-1', user })],
  'xstate.error.actor.login': [failed('login', httpError(401, 'Invalid email or password'))],
  'xstate.done.actor.register': [done('register', { success: true })],
  'xstate.error.actor.register': [failed('register', httpError(422, 'Invalid'))],
  'xstate.done.actor.logout': [done('logout', { success: true })],
  'xstate.error.actor.logout': [failed('logout', networkError)],
  'xstate.done.actor.logoutAll': [done('logoutAll', { success: true })],
  'xstate.error.actor.logoutAll': [failed('logoutAll', httpError(401))],
  'xstate.done.actor.generateOAuthState': [done('generateOAuthState', 'state-1')],
  'xstate.error.actor.generateOAuthState': [failed('generateOAuthState', new Error('no crypto'))],
  'xstate.done.actor.requestGoogleUrl': [
    done('requestGoogleUrl', { url: 'https://accounts.google.com/o/oauth2/v2/auth?state=state-1' }),
    done('requestGoogleUrl', {}),
  ],
  'xstate.error.actor.requestGoogleUrl': [failed('requestGoogleUrl', httpError(503, 'Google sign-in is not configured'))],
  'xstate.done.actor.readStorage': [
    done('readStorage', { oauth_state: 'state-1', oauth_redirect: '/dashboard' }),
    done('readStorage', { oauth_state: null, oauth_redirect: null }),
  ],
  'xstate.error.actor.readStorage': [failed('readStorage', new Error('storage blocked'))],
} satisfies EventFixtures<typeof authMachine>;

const paymentEvents = {
  'xstate.done.actor.verifyPayment': [
    done('verifyPayment', paid),
    done('verifyPayment', processing),
    done('verifyPayment', { status: 'success', error: true, message: 'Payment could not be verified' }),
  ],
  'xstate.error.actor.verifyPayment': [failed('verifyPayment', httpError(404, 'Unknown checkout session'))],
} satisfies EventFixtures<typeof paymentVerificationMachine>;

const planDialogEvents = {
  'billing.toggled': [{ type: 'billing.toggled' }],
  'plan.selected': [
    { type: 'plan.selected', planId: 'premium-yearly' },
    { type: 'plan.selected', planId: 'basic' },
  ],
  'plan.cancelRequested': [{ type: 'plan.cancelRequested' }],
  'dialog.closed': [{ type: 'dialog.closed' }],
  'xstate.done.actor.loadPlans': [done('loadPlans', plans)],
  'xstate.error.actor.loadPlans': [failed('loadPlans', httpError(401)), failed('loadPlans', httpError(500))],
  'xstate.done.actor.readStorage': [done('readStorage', { token: 'token-1' }), done('readStorage', { token: null })],
  'xstate.error.actor.readStorage': [failed('readStorage', new Error('storage blocked'))],
  'xstate.done.actor.createPaymentLink': [done('createPaymentLink', { url: 'https://checkout.example/cs_1' })],
  'xstate.error.actor.createPaymentLink': [
    failed('createPaymentLink', httpError(401)),
    failed('createPaymentLink', httpError(402, 'Card declined')),
    failed('createPaymentLink', httpError(409, 'You already have an active Premium subscription.')),
  ],
  'xstate.done.actor.cancelSubscription': [done('cancelSubscription', { success: true })],
  'xstate.error.actor.cancelSubscription': [
    failed('cancelSubscription', httpError(401)),
    failed('cancelSubscription', httpError(409, 'No active subscription')),
  ],
} satisfies EventFixtures<typeof planDialogMachine>;

const feedbackEvents = {
  'feedback.reasonChanged': [
    { type: 'feedback.reasonChanged', reason: 'other' },
    { type: 'feedback.reasonChanged', reason: 'privacy' },
  ],
  'feedback.commentsChanged': [{ type: 'feedback.commentsChanged', value: 'It slowed my browser' }],
  'feedback.suggestionsChanged': [{ type: 'feedback.suggestionsChanged', value: 'Offline mode' }],
  'feedback.emailChanged': [{ type: 'feedback.emailChanged', value: 'ann@example.com' }],
  'feedback.submitted': [{ type: 'feedback.submitted' }],
  'feedback.thankYouClosed': [{ type: 'feedback.thankYouClosed' }],
  'xstate.done.actor.submitFeedback': [done('submitFeedback', { success: true })],
  'xstate.error.actor.submitFeedback': [failed('submitFeedback', httpError(500))],
} satisfies EventFixtures<typeof feedbackMachine>;

const dashboardEvents = {
  'dashboard.tabSelected': [
    { type: 'dashboard.tabSelected', tab: 'prompt' },
    { type: 'dashboard.tabSelected', tab: 'summaries' },
  ],
  'planDialog.opened': [{ type: 'planDialog.opened' }],
  'dashboard.retried': [{ type: 'dashboard.retried' }],
  'xstate.done.actor.readStorage': [done('readStorage', { token: 'token-1' }), done('readStorage', { token: null })],
  'xstate.error.actor.readStorage': [failed('readStorage', new Error('storage blocked'))],
  'xstate.done.actor.loadAccount': [done('loadAccount', basicAccount), done('loadAccount', premiumAccount)],
  'xstate.error.actor.loadAccount': [failed('loadAccount', httpError(401)), failed('loadAccount', networkError)],
  'xstate.done.actor.planDialog': [
    done('planDialog', { subscriptionChanged: true }),
    done('planDialog', { subscriptionChanged: false }),
  ],
  'xstate.error.actor.planDialog': [failed('planDialog', new Error('crashed'))],
} satisfies EventFixtures<typeof dashboardMachine>;

const summariesEvents = {
  'filters.searchChanged': [{ type: 'filters.searchChanged', search: 'talk' }],
  'filters.dateChanged': [{ type: 'filters.dateChanged', date: 'week' }],
  'filters.applied': [{ type: 'filters.applied' }],
  'page.next': [{ type: 'page.next' }],
  'page.previous': [{ type: 'page.previous' }],
  'summaries.retried': [{ type: 'summaries.retried' }],
  'xstate.done.actor.fetchSummaries': [done('fetchSummaries', summariesPage(1, 2))],
  'xstate.error.actor.fetchSummaries': [failed('fetchSummaries', httpError(401)), failed('fetchSummaries', networkError)],
} satisfies EventFixtures<typeof summariesMachine>;

const promptEvents = {
  'prompt.changed': [
    { type: 'prompt.changed', prompt: 'too short' },
    { type: 'prompt.changed', prompt: 'List the three main arguments with timestamps' },
  ],
  'prompt.saved': [{ type: 'prompt.saved' }],
  'prompt.resetRequested': [{ type: 'prompt.resetRequested' }],
  'prompt.retried': [{ type: 'prompt.retried' }],
  'xstate.done.actor.fetchPrompt': [done('fetchPrompt', DEFAULT_PROMPT)],
  'xstate.error.actor.fetchPrompt': [failed('fetchPrompt', httpError(401)), failed('fetchPrompt', networkError)],
  'xstate.done.actor.savePrompt': [done('savePrompt', 'List the three main arguments with timestamps')],
  'xstate.error.actor.savePrompt': [failed('savePrompt', httpError(401)), failed('savePrompt', httpError(500))],
  'xstate.done.actor.resetPrompt': [done('resetPrompt', DEFAULT_PROMPT)],
  'xstate.error.actor.resetPrompt': [failed('resetPrompt', httpError(401)), failed('resetPrompt', httpError(500))],
} satisfies EventFixtures<typeof promptMachine>;

const accountRequestEvents = {
  'request.submitted': [
    { type: 'request.submitted', form: { kind: 'forgotPassword', email: 'ann at example' } },
    { type: 'request.submitted', form: { kind: 'forgotPassword', email: 'ann@example.com' } },
  ],
  'xstate.done.actor.submitAccountRequest': [done('submitAccountRequest', { success: true })],
  'xstate.error.actor.submitAccountRequest': [
    failed('submitAccountRequest', httpError(400, 'This link has expired.')),
    failed('submitAccountRequest', networkError),
  ],
} satisfies EventFixtures<typeof accountRequestMachine>;

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

export const pathModels = [
  definePathModel('auth', { machine: authMachine, events: authEvents }),
  definePathModel('paymentVerification', {
    machine: paymentVerificationMachine,
    inputs: [{ sessionId: 'cs_test_1' }, { sessionId: null }],
    events: paymentEvents,
    // The bar's exact percentage does not change behaviour before 100; keep "started or not".
    serializeContext: ({ progress, ...rest }) => ({ ...rest, progressStarted: progress > 0 }),
  }),
  definePathModel('paymentCancel', { machine: paymentCancelMachine, events: {} }),
  definePathModel('planDialog', {
    machine: planDialogMachine,
    inputs: [
      { currentPlan: monthlyCurrentPlan, user: premiumUser },
      { currentPlan: basicCurrentPlan, user },
    ],
    events: planDialogEvents,
    serializeContext: ({ plans: loaded, ...rest }) => ({ ...rest, plansLoaded: loaded.length }),
  }),
  definePathModel('feedback', { machine: feedbackMachine, inputs: [{ uid: 'install-42' }], events: feedbackEvents }),
  definePathModel('dashboard', { machine: dashboardMachine, events: dashboardEvents }),
  definePathModel('summaries', { machine: summariesMachine, events: summariesEvents }),
  definePathModel('prompt', { machine: promptMachine, events: promptEvents }),
  definePathModel('theme', {
    machine: themeMachine,
    inputs: [{ stored: null }, { stored: 'system' }, { stored: 'dark' }],
    events: themeEvents,
  }),
  definePathModel('accountRequest', { machine: accountRequestMachine, events: accountRequestEvents }),
];
