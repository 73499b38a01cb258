/**
 * Every JSON answer of the contract, by operation (`METHOD /path` as openapi.yaml writes it), with the
 * validator generated from openapi.yaml (contract/zod-mini.gen.ts, `npm run gen:api`). The client checks
 * each 2xx JSON body against its entry before any caller sees it (issue 25.1), the session check
 * included; tests/web/api/answers.test.ts fails when an operation of openapi.yaml has no entry here.
 * Loaded with the first answer that needs it, so the landing page's first script holds no zod.
 */
import * as c from '#contract/zod-mini.gen.ts';
import type { paths } from '#contract/schema.d.ts';
import { parseResponse } from './responses.ts';
import type { z } from './zod.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Operation = `${Method} ${keyof paths & string}`;

export const answers: Partial<Record<Operation, z.ZodMiniType>> = {
  'GET /api/health': c.zGetHealthResponse,
  'GET /api/ready': c.zGetReadyResponse,
  'GET /check-website': c.zCheckWebsiteResponse,
  'POST /api/login': c.zLoginResponse2,
  'POST /api/logout': c.zLogoutResponse,
  'POST /api/logout-all': c.zLogoutAllResponse,
  'POST /api/register': c.zRegisterResponse,
  'POST /api/email/verify': c.zVerifyEmailResponse,
  'POST /api/email/resend-verification': c.zResendVerificationResponse,
  'POST /api/password/forgot': c.zForgotPasswordResponse,
  'POST /api/password/reset': c.zResetPasswordResponse,
  'GET /auth/google/website': c.zStartGoogleSignInResponse,
  'GET /api/user-info': c.zGetUserInfoResponse,
  'GET /api/account': c.zGetAccountResponse,
  'POST /api/account/password': c.zChangePasswordResponse,
  'POST /api/account/email': c.zChangeEmailResponse,
  'POST /api/account/email/confirm': c.zConfirmEmailChangeResponse,
  'POST /api/account/email/resend': c.zResendEmailChangeResponse,
  'POST /api/account/email/cancel': c.zCancelEmailChangeResponse,
  'POST /api/account/delete': c.zDeleteAccountResponse,
  'GET /api/sessions': c.zListSessionsResponse,
  'DELETE /api/sessions/{id}': c.zEndSessionResponse,
  'POST /api/sessions/end-others': c.zEndOtherSessionsResponse2,
  'GET /api/subscription/current-plan': c.zGetCurrentPlanResponse,
  'GET /api/subscription/plans': c.zListPlansResponse,
  'POST /api/subscription/payment-link': c.zCreatePaymentLinkResponse,
  'POST /api/subscription/cancel': c.zCancelSubscriptionResponse,
  'POST /api/subscription/switch': c.zSwitchSubscriptionIntervalResponse,
  'POST /api/subscription/resume': c.zResumeSubscriptionResponse,
  'GET /api/billing/invoices': c.zListInvoicesResponse,
  'POST /api/billing/portal': c.zCreateBillingPortalResponse,
  'GET /api/test-mode/clock': c.zGetTestClockResponse,
  'POST /api/test-mode/clock/advance': c.zAdvanceTestClockResponse,
  'POST /api/test-mode/renewal-failure': c.zArmRenewalFailureResponse,
  'GET /api/payment/success': c.zVerifyPaymentResponse,
  'POST /api/stripe/webhook': c.zStripeWebhookResponse,
  'GET /api/user-prompt': c.zGetUserPromptResponse,
  'POST /api/user-prompt': c.zSaveUserPromptResponse,
  'POST /api/user-prompt/reset': c.zResetUserPromptResponse,
  'GET /api/summaries': c.zListSummariesResponse,
  'POST /api/summaries': c.zCreateSummaryResponse,
  'POST /api/summaries/generate': c.zGenerateSummaryResponse,
  'GET /api/summaries/quota': c.zGetSummaryQuotaResponse,
  'GET /api/summaries/{id}': c.zGetSummaryResponse,
  'DELETE /api/summaries/{id}': c.zDeleteSummaryResponse,
  'PUT /api/summaries/{id}': c.zRestoreSummaryResponse,
  'POST /api/feedback': c.zSendFeedbackResponse,
};

/** Throws InvalidResponseError when the body of `operation`'s 2xx answer breaks its contract. */
export function checkAnswer(operation: string, body: unknown): void {
  const schema = answers[operation as Operation];
  if (schema) parseResponse(schema, body);
}
