import { createTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * The site's theme tokens (src/styles/theme.css.ts) as class-scoped themes: the extension's panel lives
 * inside YouTube's page, where a theme on :root would leak, so light and dark are classes on the panel's
 * own root. The values are the site's; the extension may not import src/ (decision 241).
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceSunken: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    focusRing: null,
    success: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerSoft: null,
    premium: null,
    premiumSoft: null,
  },
  font: { body: null, mono: null },
  radius: { sm: null, md: null, full: null },
  shadow: { md: null },
});

const shared = {
  font: {
    body: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radius: { sm: '6px', md: '10px', full: '9999px' },
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceSunken: '#f4f5f7',
    border: '#e3e5ea',
    text: '#111827',
    textMuted: '#4b5563',
    accent: '#c2410c',
    accentHover: '#9a3412',
    accentText: '#ffffff',
    accentSoft: '#fff1e8',
    focusRing: '#2563eb',
    success: '#15803d',
    warning: '#a16207',
    warningSoft: '#fefce8',
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    premium: '#6d28d9',
    premiumSoft: '#f3e8ff',
  },
  shadow: { md: '0 4px 12px rgba(17, 24, 39, 0.08)' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0b0f17',
    surface: '#121826',
    surfaceSunken: '#0f1420',
    border: '#263044',
    text: '#f3f4f6',
    textMuted: '#c0c6d2',
    accent: '#fb923c',
    accentHover: '#fdba74',
    accentText: '#1a0d02',
    accentSoft: '#2b1a0e',
    focusRing: '#93c5fd',
    success: '#4ade80',
    warning: '#facc15',
    warningSoft: '#2a250c',
    danger: '#f87171',
    dangerSoft: '#2d1414',
    premium: '#c4b5fd',
    premiumSoft: '#241a3d',
  },
  shadow: { md: '0 4px 12px rgba(0, 0, 0, 0.45)' },
});
