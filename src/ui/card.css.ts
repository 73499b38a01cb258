import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: tokens.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: tokens.space[5] },
      lg: { padding: tokens.space[8] },
    },
  },
  defaultVariants: { padding: 'md' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space[1],
    padding: `2px ${tokens.space[2]}`,
    borderRadius: tokens.radius.full,
    fontSize: tokens.fontSize.xs,
    fontWeight: tokens.fontWeight.semibold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
      accent: { background: vars.color.accentSoft, color: vars.color.accentHover },
      premium: { background: vars.color.premiumSoft, color: vars.color.premium },
      success: { background: vars.color.successSoft, color: vars.color.success },
      warning: { background: vars.color.warningSoft, color: vars.color.warning },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const alert = recipe({
  base: {
    display: 'flex',
    gap: tokens.space[3],
    alignItems: 'flex-start',
    padding: tokens.space[4],
    borderRadius: tokens.radius.md,
    border: '1px solid',
    fontSize: tokens.fontSize.sm,
    lineHeight: tokens.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: vars.color.accentSoft, borderColor: vars.color.border, color: vars.color.text },
      success: { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.text },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const alertTitle = style({ fontWeight: tokens.fontWeight.semibold, margin: 0 });
export const alertBody = style({ margin: 0 });
