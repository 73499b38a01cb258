import { style } from '@vanilla-extract/css';
import { mq } from '#src/styles/media.ts';
import { tokens } from '#src/styles/theme.css.ts';

/**
 * Padding for a page's main card: Card's 'lg' (32px a side) from the sm breakpoint up, less on
 * phones so a 360px screen keeps its width for content. `&&` doubles the class so it wins over
 * Card's own padding variant whatever order the stylesheets load in.
 */
export const roomyCard = style({
  selectors: { '&&': { padding: tokens.space[5] } },
  '@media': { [mq.sm]: { selectors: { '&&': { padding: tokens.space[8] } } } },
});
