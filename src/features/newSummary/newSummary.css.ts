import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';
import { input as fieldInput } from '#src/ui/field.css.ts';

export const flow = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  minWidth: 0,
  margin: 0,
  padding: tokens.space[3],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});

export const transcript = style({ minHeight: '160px', fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm });

export const chapters = style({ minHeight: '72px', fontFamily: tokens.font.mono, fontSize: tokens.fontSize.sm });

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const selectLabel = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  color: vars.color.text,
});

/** The design system's field, no wider than a language name needs. */
export const select = style([fieldInput, { maxWidth: '320px' }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[3] });

export const note = style({ margin: 0, fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const bar = style({
  height: '8px',
  borderRadius: tokens.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.accent, transition: 'width 120ms linear' });

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionTitle = style({
  display: 'flex',
  gap: tokens.space[2],
  alignItems: 'baseline',
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const timestamp = style({
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.sm,
  color: vars.color.accent,
  borderRadius: tokens.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const bullets = style({ margin: `${tokens.space[2]} 0 0`, paddingLeft: tokens.space[5] });
