import { style } from '@vanilla-extract/css';
import { tokens } from '#src/styles/theme.css.ts';

/** Above the page's header, the page's width; takes no room while the connection is there. */
export const banner = style({
  maxWidth: '72rem',
  marginInline: 'auto',
  selectors: { '&:not(:empty)': { padding: `${tokens.space[3]} ${tokens.space[4]} 0` } },
});
