import { describe, expect, it } from 'vitest';
import { toastPalette } from '#src/styles/toastPalette.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('toast colours (issue 12.13)', () => {
  const pairs = Object.entries(toastPalette).flatMap(([theme, kinds]) =>
    Object.entries(kinds).map(([kind, colours]) => [theme, kind, colours] as const),
  );

  it('cover every kind in both themes', () => {
    expect(pairs).toHaveLength(10);
  });

  it.each(pairs)('%s %s: text on background is at least 4.5:1 (WCAG AA)', (_theme, _kind, colours) => {
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  });

  it("sonner's own light success colours, which this replaces, fail AA", () => {
    expect(contrast('#008a2e', '#ecfdf3')).toBeLessThan(4.5);
  });
});
