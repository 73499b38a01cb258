import { globalStyle } from '@vanilla-extract/css';
import { tokens, vars } from './theme.css.ts';

/** Height of the sticky navigation bar; anchored sections scroll below it. */
export const NAV_HEIGHT = '64px';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: NAV_HEIGHT,
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  lineHeight: tokens.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  // Inter's contextual alternates turn "50x" into "50×": titles such as "CS50x" must read as typed.
  fontFeatureSettings: '"calt" 0',
});

globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle('[data-theme="light"]', { colorScheme: 'light' });

globalStyle('h1, h2, h3, h4, p, ul, ol, figure', { marginTop: 0 });
globalStyle('h1, h2, h3, h4', { lineHeight: tokens.lineHeight.tight, textWrap: 'balance' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
// An icon keeps its size when its row runs short of room (a 320 px header, an alert): it never shrinks to a dot.
globalStyle('svg.lucide', { flexShrink: 0 });

globalStyle('a', { color: vars.color.accent, textUnderlineOffset: '3px' });
globalStyle('a:hover', { color: vars.color.accentHover });

globalStyle('button, input, textarea, select', { font: 'inherit' });

// A visible ring for anything focusable that has no ring of its own.
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
// A page's <main> takes focus only from the skip link: a ring around the whole page would help no one.
globalStyle('main:focus', { outline: 'none' });

globalStyle('::selection', { background: vars.color.accentSoft, color: vars.color.text });

globalStyle('#root', { display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

// The TEST MODE banner the server writes first in <body> (server/test-mode-banner.ts): no payment is real.
globalStyle('[data-test-mode-banner]', {
  display: 'block',
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  borderBottom: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
  textAlign: 'center',
});
globalStyle('[data-test-mode-banner] strong', { letterSpacing: '0.08em', marginRight: tokens.space[2] });
