import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { tokens, vars } from '#src/styles/theme.css.ts';
import { focusRing } from './focus.css.ts';

/**
 * Hover names the text colour too: a button that is a link would otherwise take the global `a:hover`
 * colour, the primary's own background (1.00:1, issue 28.4).
 */
const HOVER = '&:hover:not(:disabled):not([aria-disabled="true"])';

/** Button look as a recipe so links (react-router Link, store links) can wear it too. */
export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: tokens.space[2],
      border: '1px solid transparent',
      borderRadius: tokens.radius.md,
      fontFamily: tokens.font.body,
      fontWeight: tokens.fontWeight.semibold,
      lineHeight: 1,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
      selectors: {
        // Colours, not opacity: a faded label fell under 4.5:1 (issue 28.4). This outranks each variant's colours.
        '&:disabled, &[aria-disabled="true"]': {
          background: vars.color.surfaceSunken,
          color: vars.color.textMuted,
          borderColor: vars.color.border,
          cursor: 'not-allowed',
        },
      },
      // A finger needs 44 px whatever the button's size (decision 203); a mouse keeps the compact sizes.
      '@media': { '(pointer: coarse)': { minHeight: tokens.control.touch, minWidth: tokens.control.touch } },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { [HOVER]: { background: vars.color.accentHover, color: vars.color.accentText } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [HOVER]: { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [HOVER]: { background: vars.color.surfaceSunken, color: vars.color.text } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.background,
        selectors: { [HOVER]: { background: vars.color.dangerHover, color: vars.color.background } },
      },
    },
    size: {
      sm: { height: tokens.control.sm, padding: `0 ${tokens.space[3]}`, fontSize: tokens.fontSize.sm },
      md: { height: tokens.control.md, padding: `0 ${tokens.space[4]}`, fontSize: tokens.fontSize.sm },
      lg: { height: tokens.control.lg, padding: `0 ${tokens.space[6]}`, fontSize: tokens.fontSize.md },
      icon: { height: tokens.control.md, width: tokens.control.md, padding: 0 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
