/**
 * The one error type the API client throws for every non-2xx answer, and the SPEC.md section 8 rule
 * that turns any caught error into a text: "the server message, or <fallback>; a non-HTTP error
 * shows <other text>".
 *
 * No zod here on purpose: the session check loads this module right after the landing page
 * hydrates, and reading three optional fields does not justify the schema library on that path.
 */
import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';

export type FieldError = components['schemas']['FieldError'];

/** A non-empty string, else null: an empty or mistyped message must never be shown. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof message === 'string';
}

/** All field errors when every entry is well-formed, none otherwise; extra keys are dropped. */
function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value) || !value.every(isFieldError)) return [];
  return value.map(({ path, message }) => ({ path, message }));
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The contract's machine-readable reason (e.g. `premium_required`), null when the body had none. */
    readonly code: string | null,
    /** The server's human-readable message, null when the body had none. */
    readonly serverMessage: string | null,
    readonly fieldErrors: readonly FieldError[] = [],
    /** Retry-After in seconds (429, 503), null when the answer had none or a date. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** A 2xx answer whose body does not have the shape the caller relies on (counts as non-HTTP). */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';

  constructor(readonly issues: string) {
    super(messages.auth.invalidServerResponse);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads the error body of a non-2xx response (without consuming the caller's copy). Lenient on
 * purpose: a proxy's HTML 502 or a half-broken body must still become an ApiError.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
  const retryAfter = response.headers.get('retry-after');
  const seconds = retryAfter !== null && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  return new ApiError(response.status, text(fields.code), text(fields.message), fieldErrors(fields.errors), seconds);
}

export interface ErrorFallbacks {
  /** Shown for an HTTP error whose body carries no message. */
  http: string;
  /** Shown for anything that is not an HTTP error (network down, bad response shape, bug). */
  network: string;
}

/** SPEC.md section 8: the server message, or the HTTP fallback; a non-HTTP error shows the other text. */
export function errorMessage(error: unknown, fallbacks: ErrorFallbacks): string {
  if (isApiError(error)) return error.serverMessage ?? fallbacks.http;
  return fallbacks.network;
}
