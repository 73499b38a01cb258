import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const reducedMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: 50,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': reducedMotion,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100dvh - 32px)',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: tokens.radius.lg,
    boxShadow: vars.shadow.lg,
    // The overlay's level: between dialogs the DOM order decides, so a confirmation's overlay dims the
    // dialog it was asked from (a higher level here kept that dialog above every later overlay).
    zIndex: 50,
    animation: `${rise} 180ms ease-out`,
    outline: 'none',
    '@media': reducedMotion,
  },
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '520px' },
      lg: { maxWidth: '880px' },
      xl: { maxWidth: '1040px' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** What scrolls when the dialog is taller than the screen; the close button stays on the frame. */
export const body = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: tokens.space[4],
  '@media': { [mq.sm]: { padding: tokens.space[6] } },
});

// Room for the close button (44 px under a finger, decision 203) beside a long title.
export const header = style({ marginBottom: tokens.space[4], paddingRight: tokens.space[10] });

export const title = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  lineHeight: tokens.lineHeight.tight,
});

export const description = style({
  margin: `${tokens.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

export const close = style({
  position: 'absolute',
  top: tokens.space[2],
  right: tokens.space[2],
  background: vars.color.surfaceRaised,
});
