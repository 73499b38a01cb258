/**
 * Machines never import the API client: they branch on the shape of a rejected value.
 * The client's ApiError (status, message, code) satisfies HttpErrorLike.
 */
export interface HttpErrorLike {
  status: number;
  message: string | null;
}

export function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number';
}

export function hasStatus(error: unknown, status: number): boolean {
  return isHttpError(error) && error.status === status;
}

/** The server's message when the value is an HTTP error that carries one, else undefined. */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  // The client's ApiError keeps Error.message filled for logs ("Request failed with status 500") and
  // carries the body's own text, or null, as `serverMessage`: only that one is the server's message.
  const text = 'serverMessage' in error ? error.serverMessage : error.message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** SPEC.md 8 pattern: HTTP error -> server message or `http`; anything else (network, bug) -> `other`. */
export function errorText(error: unknown, fallbacks: { http: string; other: string }): string {
  if (!isHttpError(error)) return fallbacks.other;
  return serverMessage(error) ?? fallbacks.http;
}
