import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.space[4],
});
export const card = style({ width: '100%', maxWidth: '440px' });
export const heading = style({
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  margin: `0 0 ${tokens.space[2]}`,
});
export const text = style({ color: vars.color.textMuted, margin: `0 0 ${tokens.space[6]}` });
