import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { components } from '#contract/schema.d.ts';

type Schemas = components['schemas'];
export type FieldError = Schemas['FieldError'];
/** The contract's error codes: a code openapi.yaml does not list fails to compile. */
export type ErrorCode = Schemas['Error']['code'];

/** A 4xx the caller can act on; the error handler turns it into the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): Schemas['Error'] {
    return { message: this.message, code: this.code, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

/** 429 rate_limited from inside a route; the error handler adds Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'rate_limited', message);
    this.name = 'RateLimitedError';
  }
}
