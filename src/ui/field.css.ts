import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const label = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

const control = style({
  width: '100%',
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  // 3:1 against the surface (WCAG 1.4.11): the edge is what shows where to type (issue 28.4).
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: tokens.radius.md,
  outline: 'none',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus-visible': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const input = style([control, { height: tokens.control.field, padding: `0 ${tokens.space[3]}` }]);

export const textarea = style([
  control,
  { minHeight: '120px', padding: tokens.space[3], lineHeight: tokens.lineHeight.normal, resize: 'vertical' },
]);

export const hint = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: tokens.fontSize.sm, color: vars.color.danger, margin: 0 });

export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  fontSize: tokens.fontSize.sm,
});

export const checkbox = style({
  width: '18px',
  height: '18px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: tokens.radius.sm,
  border: `1px solid ${vars.color.borderControl}`,
  background: vars.color.surface,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
