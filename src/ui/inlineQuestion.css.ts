import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

/** A question asked in place of the buttons it replaces (issue 18.16; decision 283). */
export const question = style({
  // A line of its own in a row of buttons that wraps (the profile card's), the full width in a column.
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  padding: tokens.space[4],
  borderRadius: tokens.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const title = style({ margin: 0, fontWeight: 600, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });

/**
 * The one row of answers to a question, asked in place or in a dialog: the safe answer first, the
 * row's end from tablets up; on a phone the buttons fill the row (decision 203).
 */
export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space[2],
});
globalStyle(`${answers} > *`, { '@media': { [mq.belowSm]: { flex: '1 1 auto' } } });
