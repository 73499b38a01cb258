import { style } from '@vanilla-extract/css';
import { NAV_HEIGHT } from '#src/styles/global.css.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';
import { mq } from '#src/styles/media.ts';

export const skipLink = style({
  position: 'absolute',
  left: tokens.space[4],
  top: '-100px',
  zIndex: 100,
  padding: `${tokens.space[2]} ${tokens.space[4]}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: tokens.space[2] } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  height: NAV_HEIGHT,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: 'saturate(180%) blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

// content-box: the padding sits outside the 1200 px, so the header's and footer's edges line up with
// the sections' content (whose padding is outside their container too) at every width (issue 18.17).
export const nav = style({
  boxSizing: 'content-box',
  maxWidth: tokens.maxWidth.content,
  height: '100%',
  margin: '0 auto',
  padding: `0 ${tokens.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[4],
  '@media': { [mq.md]: { padding: `0 ${tokens.space[6]}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space[2],
  color: vars.color.text,
  fontWeight: tokens.fontWeight.extrabold,
  fontSize: tokens.fontSize.lg,
  textDecoration: 'none',
  borderRadius: tokens.radius.sm,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const logoMark = style({ width: '28px', height: '28px', flexShrink: 0 });

// The section links from 1024 px: between 768 and 1023 px they, Add to Chrome, the theme switch and
// the account control did not fit on one line and the header wrapped (issue 18.17). The footer and
// the landing page repeat them there.
export const links = style({
  display: 'none',
  listStyle: 'none',
  margin: `0 0 0 ${tokens.space[4]}`,
  padding: 0,
  gap: tokens.space[1],
  whiteSpace: 'nowrap',
  '@media': { [mq.lg]: { display: 'flex' } },
});

export const navLink = style({
  display: 'inline-block',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.md,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken } },
});

export const spacer = style({ flex: 1 });

export const desktopOnly = style({ '@media': { [mq.belowMd]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [mq.md]: { display: 'none' } } });

export const authSlot = style({ minWidth: '84px', display: 'flex', justifyContent: 'flex-end' });

export const placeholder = style({
  width: '84px',
  height: '40px',
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
});

export const menuContent = style({
  minWidth: '220px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  boxShadow: vars.shadow.lg,
  padding: tokens.space[1],
  zIndex: 60,
});

export const menuLabel = style({ padding: `${tokens.space[2]} ${tokens.space[3]}`, fontSize: tokens.fontSize.sm });
export const menuName = style({ fontWeight: tokens.fontWeight.semibold, margin: 0 });
export const menuEmail = style({ color: vars.color.textMuted, margin: 0, overflowWrap: 'anywhere' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  borderRadius: tokens.radius.sm,
  fontSize: tokens.fontSize.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-state="checked"]': { fontWeight: tokens.fontWeight.semibold },
  },
});

export const menuSeparator = style({ height: '1px', background: vars.color.border, margin: `${tokens.space[1]} 0` });

export const avatar = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accentHover,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.bold,
  textTransform: 'uppercase',
});

export const sheet = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(320px, 88vw)',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  padding: tokens.space[6],
  zIndex: 51,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  overflowY: 'auto',
  outline: 'none',
});

export const sheetTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const sheetLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[1],
});

export const sheetLink = style([navLink, { display: 'block', fontSize: tokens.fontSize.md, color: vars.color.text }]);

export const sheetUser = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: tokens.space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  marginTop: 'auto',
});

export const footerInner = style({
  boxSizing: 'content-box',
  maxWidth: tokens.maxWidth.content,
  margin: '0 auto',
  padding: `${tokens.space[12]} ${tokens.space[4]}`,
  display: 'grid',
  gap: tokens.space[8],
  '@media': { [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr', padding: `${tokens.space[12]} ${tokens.space[6]}` } },
});

export const footerHeading = style({
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  margin: `0 0 ${tokens.space[3]}`,
});
export const footerText = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  margin: `${tokens.space[3]} 0 0`,
  maxWidth: '36ch',
});
export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  '@media': { '(pointer: coarse)': { gap: 0 } },
});
// Under a finger each link is a 44 px row (decision 203); with a mouse, 8 px apart as before.
export const footerLink = style({
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  textDecoration: 'none',
  '@media': {
    '(pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: tokens.control.touch },
  },
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});
export const copyright = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.xs,
  margin: 0,
});

export const main = style({ flex: 1, outline: 'none' });

export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
export const indicator = style({ marginLeft: 'auto', display: 'inline-flex' });

/** The "check your e-mail" notice under the header after sign-up, aligned with the content. */
export const notice = style({
  boxSizing: 'content-box',
  maxWidth: tokens.maxWidth.content,
  margin: `${tokens.space[4]} auto 0`,
  padding: `0 ${tokens.space[4]}`,
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space[2],
  '@media': { [mq.md]: { padding: `0 ${tokens.space[6]}` } },
});
export const noticeBody = style({ flex: 1, minWidth: 0 });
