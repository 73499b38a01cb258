/**
 * A summary's sections as they stream in (New summary and a history card's Retry): each arrives with
 * its place; one that names a place past the end goes last, so no hole is left in the list.
 */
export function withSection<TSection>(sections: readonly TSection[], position: number, section: TSection): TSection[] {
  const next = [...sections];
  next[Math.min(position, next.length)] = section;
  return next;
}
