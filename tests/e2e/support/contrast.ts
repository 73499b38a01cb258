import type { Locator, Page } from '@playwright/test';

/**
 * WCAG contrast from what the browser computed: the element's text colour against the backgrounds
 * painted behind it (its own and its ancestors', composited until an opaque one), each faded by the
 * opacity on the way. Reads rgb()/rgba() and color(srgb …) (what color-mix() computes to).
 */
export type Contrast = { text: number; border: number };

/** Turns off transitions, so a hovered colour is read at its end, not half way there. */
export async function stillColours(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

export function contrastOf(target: Locator): Promise<Contrast> {
  return target.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const srgb = value.match(/^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/);
      if (srgb) {
        const [, r = '0', g = '0', b = '0', a = '1'] = srgb;
        return [Number(r) * 255, Number(g) * 255, Number(b) * 255, Number(a)];
      }
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (below[i] ?? 0) * (1 - a)).concat(1) as Rgba;
    };
    // Backgrounds from the element outwards, the opaque one last; white under everything.
    const layers: Rgba[] = [];
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const colour = parse(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let behind: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const faded = (colour: Rgba): Rgba => over([colour[0], colour[1], colour[2], colour[3] * opacity], behind);
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    const style = getComputedStyle(element);
    // The border is read against what is outside the element: the parent's background.
    let outside: Rgba = [255, 255, 255, 1];
    const outer: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) outer.push(colour);
      if (colour[3] >= 1) break;
    }
    for (const layer of outer.reverse()) outside = over(layer, outside);
    const round = (n: number) => Math.round(n * 100) / 100;
    return {
      text: round(ratio(faded(parse(style.color)), behind)),
      border: round(ratio(over(parse(style.borderTopColor), outside), outside)),
    };
  });
}
