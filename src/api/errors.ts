/**
 * The one error type the API client throws for every non-2xx answer, and the SPEC.md section 8 rule
 * that turns any caught error into a text: "the server message, or <fallback>; a non-HTTP error
 * shows <other text>".
 */
import { z } from 'zod';
import { messages } from '../../domain/messages.ts';
import type { components } from './schema';

// The site's CSP (script-src 'self') forbids eval. This is the first zod module the browser loads (the
// session check imports it), so switch off zod's `new Function` fast path here, before any schema is
// built: otherwise zod probes eval and the browser reports a CSP violation on every page.
z.config({ jitless: true });

export type FieldError = components['schemas']['FieldError'];

/** Lenient on purpose: a proxy's HTML 502 or a half-broken body must still become an ApiError. */
const errorBodySchema = z.object({
  message: z.string().min(1).optional().catch(undefined),
  code: z.string().min(1).optional().catch(undefined),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .catch(undefined),
});

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The contract's machine-readable reason (e.g. `premium_required`), null when the body had none. */
    readonly code: string | null,
    /** The server's human-readable message, null when the body had none. */
    readonly serverMessage: string | null,
    readonly fieldErrors: readonly FieldError[] = [],
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

/** Reads the error body of a non-2xx response (without consuming the caller's copy). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  const fields = parsed.success ? parsed.data : {};
  return new ApiError(response.status, fields.code ?? null, fields.message ?? null, fields.errors ?? []);
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
