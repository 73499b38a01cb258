import { style } from '@vanilla-extract/css';
import { vars } from '#src/styles/theme.css.ts';

/** The one visible keyboard focus ring, shared by every interactive primitive. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
