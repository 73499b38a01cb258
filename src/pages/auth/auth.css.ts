import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

/** Centered card for the standalone auth pages (/login, /verify-email, password reset). */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${tokens.space[12]} ${tokens.space[4]}`,
});
export const card = style({ width: '100%', maxWidth: '440px' });
export const heading = style({
  fontSize: tokens.fontSize['2xl'],
  fontWeight: tokens.fontWeight.bold,
  margin: `0 0 ${tokens.space[2]}`,
});
export const subheading = style({ color: vars.color.textMuted, margin: `0 0 ${tokens.space[6]}` });
export const actions = style({ display: 'flex', gap: tokens.space[3], flexWrap: 'wrap', marginTop: tokens.space[4] });
