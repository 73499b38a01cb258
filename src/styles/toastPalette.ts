/**
 * The toasts' colours per theme and kind, replacing sonner's rich colours (its light success text,
 * #008a2e on #ecfdf3, is 4.25:1, under WCAG AA's 4.5:1). Each text/background pair is at least 4.5:1;
 * tests/web/shell/toastContrast.test.ts computes every one.
 */
export type ToastColours = { background: string; border: string; text: string };
export type ToastKind = 'normal' | 'success' | 'info' | 'warning' | 'error';

export const toastPalette: Record<'light' | 'dark', Record<ToastKind, ToastColours>> = {
  light: {
    normal: { background: '#ffffff', border: '#e3e5ea', text: '#111827' },
    success: { background: '#ecfdf3', border: '#bbf7d0', text: '#166534' },
    info: { background: '#eff6ff', border: '#bfdbfe', text: '#1d4ed8' },
    warning: { background: '#fefce8', border: '#fde68a', text: '#854d0e' },
    error: { background: '#fef2f2', border: '#fecaca', text: '#b91c1c' },
  },
  dark: {
    normal: { background: '#121826', border: '#263044', text: '#f3f4f6' },
    success: { background: '#0f2a1a', border: '#14532d', text: '#4ade80' },
    info: { background: '#0b1a33', border: '#1e3a8a', text: '#93c5fd' },
    warning: { background: '#2a250c', border: '#713f12', text: '#facc15' },
    error: { background: '#2d1414', border: '#7f1d1d', text: '#fca5a5' },
  },
};
