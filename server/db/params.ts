/** Both engines take ISO strings for timestamptz; PGlite does not serialise Date objects reliably. */
export function normaliseParams(params: unknown[] | undefined): unknown[] | undefined {
  return params?.map((p) => (p instanceof Date ? p.toISOString() : p));
}
