import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  width: '100%',
  maxWidth: '420px',
});

export const progressText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const bar = style({
  height: '8px',
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const barFill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 120ms linear',
});
