import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session, verification and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash: a database leak does not hand out sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
