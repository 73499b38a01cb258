import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#extension/shared/theme.css.ts';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: '14px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: '12px 14px',
  marginBottom: '12px',
  boxSizing: 'border-box',
  width: '100%',
});

globalStyle(`${root} *`, { boxSizing: 'border-box' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' });
export const brand = style({ fontWeight: 700, fontSize: '15px', color: vars.color.accent, margin: 0 });
export const meta = style({ fontSize: '12px', color: vars.color.textMuted });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px', marginTop: '8px' });

export const button = style({
  font: 'inherit',
  fontWeight: 600,
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: '6px 12px',
  minHeight: '32px',
  cursor: 'pointer',
  background: vars.color.accent,
  color: vars.color.accentText,
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
});

export const quiet = style([
  button,
  {
    background: 'transparent',
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

export const select = style({
  font: 'inherit',
  fontSize: '12px',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: '4px 6px',
});

export const status = style({ fontSize: '13px', color: vars.color.textMuted, marginTop: '8px' });
export const badge = style({
  fontSize: '11px',
  fontWeight: 600,
  borderRadius: vars.radius.full,
  padding: '1px 8px',
  background: vars.color.accentSoft,
  color: vars.color.accent,
});
export const premiumBadge = style([badge, { background: vars.color.premiumSoft, color: vars.color.premium }]);

export const sections = style({
  listStyle: 'none',
  margin: '10px 0 0',
  padding: 0,
  maxHeight: '60vh',
  overflowY: 'auto',
});
export const section = style({ marginBottom: '10px' });
export const sectionTitle = style({ display: 'flex', gap: '8px', alignItems: 'baseline', fontWeight: 600, margin: 0 });
export const timestamp = style({
  font: 'inherit',
  fontFamily: vars.font.mono,
  fontSize: '12px',
  border: 'none',
  background: vars.color.accentSoft,
  color: vars.color.accent,
  borderRadius: vars.radius.sm,
  padding: '0 6px',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const bullets = style({ margin: '4px 0 0', paddingLeft: '18px' });
export const quote = style({
  display: 'block',
  margin: '2px 0 4px',
  paddingLeft: '8px',
  borderLeft: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '12px',
  fontStyle: 'italic',
});

export const failure = style({
  marginTop: '8px',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.text,
});
export const failureTitle = style({ fontWeight: 600, color: vars.color.danger, margin: 0 });

export const diagnosis = style({
  marginTop: '8px',
  padding: '8px 10px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: '12px',
});
export const diagnosisList = style({ margin: '4px 0 0', paddingLeft: '18px' });
