import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldError = { path: string; message: string };

/** A 4xx the caller can act on; the error handler turns it into the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): { message: string; code: string; errors?: FieldError[] } {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}
