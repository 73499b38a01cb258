/**
 * Machines never import the API client: they branch on the shape of a rejected value.
 * The client's ApiError (status, message, code) satisfies HttpErrorLike.
 */
import type { FieldError } from './apiTypes.ts';

export interface HttpErrorLike {
  status: number;
  message: string | null;
  /** The contract's machine-readable reason (`wrong_password`...), when the answer had one. */
  code?: string | null;
  /** Seconds from a Retry-After header (429, 503), when the answer had one. */
  retryAfterSeconds?: number | null;
  /** Per-field messages of a 400/422 validation answer (`path` is the field's name). */
  fieldErrors?: ReadonlyArray<FieldError>;
}

export function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

export function hasStatus(error: unknown, status: number): boolean {
  return isHttpError(error) && error.status === status;
}

/**
 * Whether a call got no answer at all: the network or the server is gone. fetch rejects with a
 * TypeError then, and never for an HTTP status (the API client reports the same to the connection
 * banner, decision 259).
 */
export function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError;
}

export function hasCode(error: unknown, ...codes: string[]): boolean {
  return isHttpError(error) && typeof error.code === 'string' && codes.includes(error.code);
}

/** The server's message when the value is an HTTP error that carries one, else undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  // The client's ApiError keeps Error.message filled for logs ("Request failed with status 500") and
  // carries the body's own text, or null, as `serverMessage`: only that one is the server's message.
  const text = 'serverMessage' in error ? error.serverMessage : error.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The seconds a rate-limited answer asks to wait, when it said. */
export function retryAfter(error: unknown): number | undefined {
  if (!isHttpError(error)) return undefined;
  const seconds = error.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The server's word on one field of a request it refused as invalid (400 or 422): the field's own
 * message when the answer lists one, else the answer's message; undefined for any other failure.
 */
export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!isHttpError(error) || (error.status !== 400 && error.status !== 422)) return undefined;
  const own = error.fieldErrors?.find((entry) => entry.path === field)?.message;
  return own ?? serverMessage(error);
}
