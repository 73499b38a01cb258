/**
 * What the dev inspector may see: secrets removed from machine contexts and events before they leave
 * the page. Tokens, passwords, OAuth state, checkout session ids and Authorization/cookie values are
 * replaced; e-mail addresses keep only their first letter and domain; secret query parameters inside
 * URLs are blanked.
 */
export const REDACTED = '[redacted]';

const SECRET_KEY = /token|password|secret|authorization|cookie|oauth_?state|session_?id/i;
const EMAIL = /([^\s@"'<>])[^\s@"'<>]*@([^\s@"'<>]+\.[^\s@"'<>]+)/g;
const SECRET_QUERY = /([?&#](?:state|code|token|session_id|access_token|id_token)=)[^&#\s]*/gi;
/** Keys that hold the OAuth state the server echoes back (googleReturn.state). */
const STATE_PARENT = /google|oauth/i;

export function sanitizeString(text: string): string {
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(EMAIL, '$1***@$2');
}

function sanitizeValue(value: unknown, parentKey: string, depth: number): unknown {
  if (typeof value === 'string') return sanitizeString(value);
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, parentKey, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && !(value instanceof Error)) return value;
  const entries = Object.entries(value).map(([key, inner]) => {
    const secret = SECRET_KEY.test(key) || (key === 'state' && STATE_PARENT.test(parentKey));
    return [key, secret && inner !== null && inner !== undefined ? REDACTED : sanitizeValue(inner, key, depth + 1)];
  });
  const clean = Object.fromEntries(entries);
  if (value instanceof Error) clean.message = sanitizeString(value.message);
  return clean;
}

/** A copy of `value` with secrets removed (plain objects, arrays, strings and errors; other objects kept). */
export function sanitize<T>(value: T): T {
  return sanitizeValue(value, '', 0) as T;
}

/**
 * Events keep their type; everything else is sanitized (login passwords, done-event tokens, ...).
 * The type is the parent key, so `auth.google.returned`'s `state` counts as OAuth state.
 */
export function sanitizeEvent<TEvent extends { type: string }>(event: TEvent): TEvent {
  return { ...(sanitizeValue(event, event.type, 0) as TEvent), type: event.type };
}
