import { style } from '@vanilla-extract/css';
import { vars } from '#extension/shared/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  padding: '12px',
  boxSizing: 'border-box',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const empty = style({ color: vars.color.textMuted, fontSize: '14px' });
