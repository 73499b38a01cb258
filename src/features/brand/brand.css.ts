import { style } from '@vanilla-extract/css';
import { NAV_HEIGHT } from '../../styles/global.css.ts';
import { mq } from '../../styles/media.ts';
import { tokens, vars } from '../../styles/theme.css.ts';

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

/** Same height and gutters as the site navigation, so the logo sits in the same place on every page. */
export const inner = style({
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
