import { style } from '@vanilla-extract/css';
import { NAV_HEIGHT } from '#src/styles/global.css.ts';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

/** Full-height column: the brand header on top, the page's <main> filling the rest. */
export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * Same height, width and gutters as the site navigation (content-box: the 1200 px are the content's,
 * the gutters outside them), so the logo sits in the same place on every page (decision 202).
 */
export const inner = style({
  boxSizing: 'content-box',
  maxWidth: tokens.maxWidth.content,
  height: NAV_HEIGHT,
  margin: '0 auto',
  padding: `0 ${tokens.space[4]}`,
  '@media': { [mq.md]: { padding: `0 ${tokens.space[6]}` } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
});

/** The header's right end: the page's own actions, then the theme switch. */
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  minWidth: 0,
  '@media': { [mq.sm]: { gap: tokens.space[3] } },
});

/** A header action's words: visible from sm up; on a phone the icon shows and the words stay its name. */
export const actionLabel = style({
  '@media': {
    [mq.belowSm]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
