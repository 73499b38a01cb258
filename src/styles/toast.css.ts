import { globalStyle } from '@vanilla-extract/css';
import { type ToastKind, toastPalette } from './toastPalette.ts';

const KINDS: readonly ToastKind[] = ['normal', 'success', 'info', 'warning', 'error'];

// `html` outranks sonner's own `[data-sonner-toaster][data-sonner-theme=...]`, whatever order the
// stylesheets load in (sonner injects its CSS at run time).
for (const theme of ['light', 'dark'] as const) {
  const vars: Record<string, string> = {};
  for (const kind of KINDS) {
    const colours = toastPalette[theme][kind];
    vars[`--${kind}-bg`] = colours.background;
    vars[`--${kind}-border`] = colours.border;
    vars[`--${kind}-text`] = colours.text;
  }
  globalStyle(`html [data-sonner-toaster][data-sonner-theme='${theme}']`, { vars });
}
