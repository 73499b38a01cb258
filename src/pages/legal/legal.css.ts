import { globalStyle, style } from '@vanilla-extract/css';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const article = style({
  maxWidth: tokens.maxWidth.prose,
  margin: '0 auto',
  padding: `${tokens.space[12]} ${tokens.space[4]} ${tokens.space[16]}`,
  lineHeight: tokens.lineHeight.relaxed,
});

// A document's title: 3xl on a phone (4xl broke "Terms of Service" over two lines at 320 px), 4xl from md.
export const title = style({
  fontSize: tokens.fontSize['3xl'],
  '@media': { [mq.md]: { fontSize: tokens.fontSize['4xl'] } },
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  marginBottom: tokens.space[2],
});

export const updated = style({ color: vars.color.textMuted, marginBottom: tokens.space[8] });

globalStyle(`${article} h2`, {
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  margin: `${tokens.space[10]} 0 ${tokens.space[3]}`,
});
globalStyle(`${article} p, ${article} li`, { color: vars.color.text });
globalStyle(`${article} ul`, { paddingLeft: tokens.space[6] });
globalStyle(`${article} li`, { marginBottom: tokens.space[2] });
