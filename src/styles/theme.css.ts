import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Primitive scales (space, radius, font) are shared; the semantic
 * colour layer is filled once for light and once for dark. The resolved theme is the
 * `data-theme` attribute on <html> ('light' | 'dark'), set before first paint by index.html.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    /** The edge of a field, checkbox or radio: 3:1 against every surface it sits on (WCAG 1.4.11). */
    borderControl: null,
    text: null,
    textMuted: null,
    textSubtle: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    focusRing: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    /** A danger button's hovered background; its text keeps 4.5:1 as on `danger`. */
    dangerHover: null,
    dangerSoft: null,
    overlay: null,
    premium: null,
    premiumSoft: null,
  },
  shadow: { sm: null, md: null, lg: null },
});

const shared = {
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
    20: '80px',
    24: '96px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  font: {
    body: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', extrabold: '800' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  breakpoint: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  /**
   * Heights of controls (decision 203): buttons sm/md/lg, text fields and selects `field`, and the
   * least a control gets under a coarse pointer (a finger), whatever its size: `touch`.
   */
  control: { sm: '32px', md: '40px', lg: '48px', field: '44px', touch: '44px' },
  maxWidth: { prose: '72ch', content: '1200px' },
};

/** Primitive layer: the same in both themes. */
export const tokens = createGlobalTheme(':root', shared);

/** Raw breakpoint widths for @media queries (CSS variables are not allowed inside a media condition). */
export const breakpoints = shared.breakpoint;

createGlobalTheme(':root, [data-theme="light"]', vars, {
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f4f5f7',
    border: '#e3e5ea',
    borderStrong: '#c9cdd5',
    borderControl: '#7c8493',
    text: '#111827',
    textMuted: '#4b5563',
    textSubtle: '#5f6672',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentText: '#ffffff',
    accentSoft: '#fff1e8',
    focusRing: '#2563eb',
    success: '#15803d',
    successSoft: '#ecfdf3',
    warning: '#a16207',
    warningSoft: '#fefce8',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fef2f2',
    overlay: 'rgba(17, 24, 39, 0.55)',
    premium: '#6d28d9',
    premiumSoft: '#f3e8ff',
  },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 4px 12px rgba(17, 24, 39, 0.08)',
    lg: '0 16px 40px rgba(17, 24, 39, 0.14)',
  },
});

createGlobalTheme('[data-theme="dark"]', vars, {
  color: {
    background: '#0b0f17',
    surface: '#121826',
    surfaceRaised: '#1a2132',
    surfaceSunken: '#0f1420',
    border: '#263044',
    borderStrong: '#36425c',
    borderControl: '#6b7890',
    text: '#f3f4f6',
    textMuted: '#c0c6d2',
    textSubtle: '#9aa3b2',
    accent: '#fb923c',
    accentHover: '#fdba74',
    accentText: '#1a0d02',
    accentSoft: '#2b1a0e',
    focusRing: '#93c5fd',
    success: '#4ade80',
    successSoft: '#0f2a1a',
    warning: '#facc15',
    warningSoft: '#2a250c',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    dangerSoft: '#2d1414',
    overlay: 'rgba(0, 0, 0, 0.7)',
    premium: '#c4b5fd',
    premiumSoft: '#241a3d',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
});
