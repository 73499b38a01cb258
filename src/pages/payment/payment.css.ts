import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { roomyCard } from '#src/features/surface.css.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

/** Fills the space under the brand header and centres the card in it. */
export const page = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${tokens.space[8]} ${tokens.space[4]}`,
});

export const panel = style([
  roomyCard,
  {
    width: '100%',
    maxWidth: '480px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.space[4],
    textAlign: 'center',
  },
]);

export const icon = recipe({
  base: {
    width: '64px',
    height: '64px',
    borderRadius: tokens.radius.full,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  variants: {
    tone: {
      success: { background: vars.color.successSoft, color: vars.color.success },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
});

export const title = style({ margin: 0, fontSize: tokens.fontSize['2xl'], fontWeight: tokens.fontWeight.bold });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: tokens.lineHeight.normal });

export const attempt = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textSubtle });

export const track = style({
  width: '100%',
  height: '8px',
  borderRadius: tokens.radius.full,
  // The border colour, not surfaceSunken: the empty track must stay visible on the dark card.
  background: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  borderRadius: tokens.radius.full,
  background: vars.color.accent,
  transition: 'width 50ms linear',
});

export const details = style({
  width: '100%',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${tokens.space[2]} ${tokens.space[4]}`,
  padding: tokens.space[4],
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'left',
  fontSize: tokens.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontWeight: tokens.fontWeight.semibold,
  textAlign: 'right',
  textTransform: 'capitalize',
});

/** 'Return to Dashboard' above 'Return to home' on the error and cancel views. */
export const wayOut = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2], width: '100%' });
