import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '#src/styles/media.ts';
import { breakpoints, tokens, vars } from '#src/styles/theme.css.ts';

export const toolbar = style({ display: 'flex', justifyContent: 'center', marginBottom: tokens.space[6] });

export const toggle = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: tokens.space[2],
  maxWidth: '100%',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceSunken,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space[4],
  '@media': { [`(min-width: ${breakpoints.md})`]: { gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' } },
});

export const planCard = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[4],
    padding: tokens.space[6],
    borderRadius: tokens.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    highlight: {
      none: {},
      current: { borderColor: vars.color.accent, boxShadow: `0 0 0 1px ${vars.color.accent}` },
      cancelled: { borderColor: vars.color.warning, boxShadow: `0 0 0 1px ${vars.color.warning}` },
      popular: { borderColor: vars.color.premium, boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { highlight: 'none' },
});

export const ribbon = style({ position: 'absolute', top: `calc(-1 * ${tokens.space[3]})`, left: tokens.space[6] });

export const planName = style({ margin: 0, fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const price = style({
  margin: 0,
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
});

/** '$6.99/month, billed annually' under an annual price. */
export const perMonth = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const ends = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.warning });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  flexGrow: 1,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const feature = style({ display: 'flex', gap: tokens.space[2], alignItems: 'flex-start' });

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '2px' });

export const hint = style({
  marginTop: tokens.space[6],
  padding: tokens.space[4],
  borderRadius: tokens.radius.md,
  background: vars.color.premiumSoft,
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  alignItems: 'baseline',
  justifyContent: 'space-between',
  fontSize: tokens.fontSize.sm,
});

export const hintTitle = style({ margin: 0, fontWeight: tokens.fontWeight.semibold, color: vars.color.premium });

export const hintText = style({ margin: `${tokens.space[1]} 0 0`, color: vars.color.text });

export const faq = style({
  color: vars.color.premium,
  fontWeight: tokens.fontWeight.semibold,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const errorBox = style({ marginBottom: tokens.space[4] });

/** The line a Premium reader gets under the spec's 'Upgrade to unlock powerful features' (decision 197). */
export const premiumNote = style({
  margin: `0 0 ${tokens.space[4]}`,
  textAlign: 'center',
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
});

/** The cancel is a quiet link-like action under the current plan, not the card's main button (issue 18.1). */
export const cancelAction = style({ alignSelf: 'flex-start', color: vars.color.danger });

export const confirmText = style({ margin: `0 0 ${tokens.space[3]}`, color: vars.color.textMuted });

/**
 * Cancel's question (issue 28.9): "Keep Premium" and the cancellation are kept apart, the safe one
 * first in reading order, so a hurried tap on one is never a tap on the other: the row's two ends
 * from tablets up, on a phone one above the other with a wide gap.
 */
export const cancelActions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space[6],
  marginTop: tokens.space[4],
  '@media': { [mq.belowSm]: { flexDirection: 'column', alignItems: 'stretch' } },
});
