import { style } from '@vanilla-extract/css';
import { roomyCard } from '#src/features/surface.css.ts';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const page = style({ minHeight: '100dvh', background: vars.color.surfaceSunken, color: vars.color.text });

export const main = style({
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${tokens.space[6]} ${tokens.space[4]} ${tokens.space[16]}`,
  '@media': { [mq.md]: { paddingInline: tokens.space[6] } },
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
});

export const heading = style({ margin: 0, fontSize: tokens.fontSize['2xl'], fontWeight: tokens.fontWeight.bold });

export const intro = style({ margin: `${tokens.space[1]} 0 0`, color: vars.color.textMuted });

/** Each section is a card on the sunken page, as the dashboard's are (it had the padding without the surface). */
export const section = style([
  roomyCard,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space[4],
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: tokens.radius.lg,
    boxShadow: vars.shadow.sm,
  },
]);

export const sectionTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[3], maxWidth: '420px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space[2], alignItems: 'center' });

export const sessionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});

export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  padding: tokens.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surface,
});

export const sessionName = style({
  margin: 0,
  fontWeight: tokens.fontWeight.semibold,
  display: 'flex',
  gap: tokens.space[2],
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const sessionMeta = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const danger = style([section, { borderColor: vars.color.danger }]);

export const list = style({
  margin: 0,
  paddingLeft: tokens.space[5],
  color: vars.color.textMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
});

/** A result line focus moves to after a saved change (issue 28.6): the ring shows where focus went. */
export const result = style({
  borderRadius: tokens.radius.md,
  outlineOffset: '2px',
});
