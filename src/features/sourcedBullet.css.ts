import { style, styleVariants } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const bullet = style({
  position: 'relative',
  marginBottom: tokens.space[1],
  borderRadius: tokens.radius.sm,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

const quoteBase = style({
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: tokens.fontSize.sm,
});

/**
 * The quoted source, hidden until its bullet is hovered or focused and always read as the bullet's
 * description. `float`: over what follows (the New summary dialog). `inline`: opens under the bullet,
 * so a summary card, which clips what overflows it, never cuts it off.
 */
export const quote = styleVariants({
  float: [
    quoteBase,
    {
      position: 'absolute',
      zIndex: 10,
      top: '100%',
      left: 0,
      marginTop: tokens.space[1],
      maxWidth: 'min(420px, 80vw)',
      boxShadow: vars.shadow.md,
      visibility: 'hidden',
      opacity: 0,
      transition: 'opacity 120ms',
      selectors: { [`${bullet}:hover > &, ${bullet}:focus > &`]: { visibility: 'visible', opacity: 1 } },
    },
  ],
  inline: [
    quoteBase,
    {
      display: 'none',
      marginTop: tokens.space[1],
      selectors: { [`${bullet}:hover > &, ${bullet}:focus > &`]: { display: 'block' } },
    },
  ],
});
