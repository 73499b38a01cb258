import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, tokens, vars } from '#src/styles/theme.css.ts';

export const page = style({ flex: 1, padding: `${tokens.space[12]} ${tokens.space[4]}` });

export const column = style({
  maxWidth: '640px',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
});

export const hero = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
});

export const heroIcon = style({
  width: '56px',
  height: '56px',
  borderRadius: tokens.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const heading = style({
  margin: 0,
  fontSize: tokens.fontSize['2xl'], // a page title on a phone, 3xl from sm (decision 203)
  '@media': { [`(min-width: ${breakpoints.sm})`]: { fontSize: tokens.fontSize['3xl'] } },
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
});

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: tokens.lineHeight.normal,
  maxWidth: '52ch',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[5] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  justifyContent: 'space-between',
  alignItems: 'center',
  // Stacked in DOM order on phones (not column-reverse), so the Tab order matches what is seen.
  '@media': { [`(max-width: ${breakpoints.sm})`]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const modalBody = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const modalText = style({ margin: 0, color: vars.color.textMuted, lineHeight: tokens.lineHeight.normal });

export const modalActions = style({
  display: 'flex',
  gap: tokens.space[3],
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
// On a phone the buttons fill the row (decision 203), as every dialog's do; CSS only, no new class.
globalStyle(`${modalActions} > *`, { '@media': { [`(max-width: ${breakpoints.sm})`]: { flex: '1 1 auto' } } });
