import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

/** A column of fields: the auth form's, and the password pages' forms beside it. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: tokens.space[3],
  flexWrap: 'wrap',
});

export const link = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border } },
});

export const toggle = style({
  textAlign: 'center',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const toggleButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  fontWeight: tokens.fontWeight.semibold,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

/** The "check your e-mail" step's text: it takes the focus (programmatically) when it replaces the form. */
export const step = style({ borderRadius: tokens.radius.md, selectors: { '&:focus': { outline: 'none' } } });
