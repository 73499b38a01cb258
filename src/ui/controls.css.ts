import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';

const ring = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const switchRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[3],
  fontSize: tokens.fontSize.sm,
});

export const switchRoot = style({
  position: 'relative',
  width: '44px',
  height: '24px',
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  border: 'none',
  background: vars.color.borderControl, // off: the track itself is the control's edge (3:1, WCAG 1.4.11)
  cursor: 'pointer',
  padding: 0,
  transition: 'background-color 150ms ease',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent },
    '&:focus-visible': ring,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: '#ffffff',
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: 'transform 150ms ease',
  selectors: { '&[data-state="checked"]': { transform: 'translateX(22px)' } },
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
});

export const legend = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  marginBottom: tokens.space[2],
  padding: 0,
});

export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[2] });

export const radioOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[3]} ${tokens.space[4]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  cursor: 'pointer',
  selectors: { '&:has([data-state="checked"])': { borderColor: vars.color.accent, background: vars.color.accentSoft } },
});

export const radioItem = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderControl}`,
  background: vars.color.surface,
  padding: 0,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.accent }, '&:focus-visible': ring },
});

export const radioIndicator = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.accent,
});

export const tabsList = style({
  display: 'inline-flex',
  gap: tokens.space[1],
  padding: tokens.space[1],
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const tabsTrigger = style({
  // A button in the live page, a link before the script (decision 293): the same box either way.
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  borderRadius: tokens.radius.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '@media': { '(pointer: coarse)': { minHeight: tokens.control.touch } }, // decision 203
  selectors: {
    // A link's hover colour (global.css.ts) is not a tab's.
    '&:hover': { color: vars.color.textMuted },
    '&[data-state="active"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:focus-visible': ring,
  },
});

export const tabsContent = style({ marginTop: tokens.space[4], selectors: { '&:focus-visible': ring } });
