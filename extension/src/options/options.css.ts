import { style } from '@vanilla-extract/css';
import { vars } from '#extension/shared/theme.css.ts';

export const page = style({
  minHeight: '100vh',
  margin: 0,
  padding: '24px',
  boxSizing: 'border-box',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '14px',
});
export const title = style({ fontSize: '20px', color: vars.color.accent, margin: '0 0 16px' });
export const form = style({ display: 'grid', gap: '16px', maxWidth: '560px' });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: '12px 16px',
  display: 'grid',
  gap: '8px',
});
export const choice = style({ display: 'flex', gap: '8px', alignItems: 'center' });
export const field = style({ display: 'grid', gap: '4px' });
export const input = style({
  font: 'inherit',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '13px' });
export const link = style({ color: vars.color.accent });
export const button = style({
  font: 'inherit',
  fontWeight: 600,
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: '8px 16px',
  cursor: 'pointer',
  background: vars.color.accent,
  color: vars.color.accentText,
});
