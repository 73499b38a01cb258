import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../../domain/messages.ts';
import { refuse } from './errors.ts';

/** Refuses bodies over maxBytes with the contract's 413 payload_too_large, counted while streaming. */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => refuse(c, 413, 'payload_too_large', messages.security.payloadTooLarge),
  });
}
