/** Client storage (localStorage) that never throws: blocked storage (privacy modes, SSR) reads as empty. */
export function readValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeValue(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the value lives only as long as the page, which is the best we can do.
  }
}

export function deleteValue(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readValues(keys: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(keys.map((key) => [key, readValue(key)]));
}
