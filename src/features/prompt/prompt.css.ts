import { style } from '@vanilla-extract/css';
import { breakpoints, tokens, vars } from '#src/styles/theme.css.ts';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const tip = style({
  display: 'flex',
  gap: tokens.space[2],
  alignItems: 'flex-start',
  margin: 0,
  padding: tokens.space[3],
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  justifyContent: 'flex-end',
  '@media': { [`(max-width: ${breakpoints.sm})`]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const textarea = style({ minHeight: '180px' });
