import { globalStyle, style } from '@vanilla-extract/css';
import { roomyCard } from '#src/features/surface.css.ts';
import { mq } from '#src/styles/media.ts';
import { tokens, vars } from '#src/styles/theme.css.ts';

export const page = style({ minHeight: '100dvh', background: vars.color.surfaceSunken, color: vars.color.text });

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space[1],
  '@media': { [mq.sm]: { gap: tokens.space[3] } },
});

/** On a phone the header's actions show their icons only; the words stay their accessible names. */
export const actionLabel = style({
  '@media': {
    [mq.belowSm]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The avatar repeats the profile card's; on a phone the room goes to the actions. */
export const headerAvatar = style({ '@media': { [mq.belowSm]: { display: 'none' } } });

export const avatar = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: tokens.radius.full,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.premiumSoft,
  color: vars.color.premium,
  fontWeight: tokens.fontWeight.bold,
  fontSize: tokens.fontSize.sm,
});

export const main = style({
  boxSizing: 'content-box', // the 1200 px are the content's, as in the headers (decision 202)
  maxWidth: tokens.maxWidth.content,
  margin: '0 auto',
  padding: `${tokens.space[6]} ${tokens.space[4]} ${tokens.space[16]}`,
  '@media': { [mq.md]: { paddingInline: tokens.space[6] } },
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[6],
});

export const profile = style([
  roomyCard,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.space[4],
  },
]);

/** Manage Subscription and Sign out of all devices: side by side, wrapping under the identity on phones. */
export const profileActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.space[2] });

export const identity = style({ display: 'flex', alignItems: 'center', gap: tokens.space[4], minWidth: 0 });

export const bigAvatar = style([avatar, { width: '56px', height: '56px', fontSize: tokens.fontSize.lg }]);

export const name = style({
  margin: 0,
  fontSize: tokens.fontSize.xl,
  fontWeight: tokens.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const email = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const planLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
  marginTop: tokens.space[2],
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

/** Icon and date on one line (icons are display: block globally). */
export const periodLine = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space[1] });

export const gate = style({ position: 'relative', minHeight: '360px' });

/** Blurred preview behind the upgrade overlay; inert, so it is neither focusable nor read out. */
export const blurred = style({ filter: 'blur(4px)', opacity: 0.55, pointerEvents: 'none', userSelect: 'none' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: tokens.space[4],
});

export const overlayCard = style({
  maxWidth: '420px',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: tokens.space[8],
  borderRadius: tokens.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const overlayIcon = style({
  width: '48px',
  height: '48px',
  borderRadius: tokens.radius.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.premiumSoft,
  color: vars.color.premium,
});

export const overlayTitle = style({ margin: 0, fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold });

export const overlayText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.normal,
});

/**
 * The tab panel pads like roomyCard from sm up; on a phone its padding is the list's gutter, since
 * cards inside cards must not eat the text's width (decision 148). `&&` beats Card's own padding.
 */
export const tabPanel = style({
  marginTop: tokens.space[4],
  selectors: { '&&': { padding: tokens.space[3] } },
  '@media': { [mq.sm]: { selectors: { '&&': { padding: tokens.space[8] } } } },
});

export const previewLine = style({
  height: '14px',
  borderRadius: tokens.radius.full,
  background: vars.color.border,
  marginBottom: tokens.space[3],
});

/**
 * The Billing section (issue 13): a plain table from tablets up; on a phone each invoice is a stack
 * of labelled lines, every column shown (issue 28.9: the table clipped its last columns there).
 */
export const billing = style([
  roomyCard, // the same padding as the profile card above it (decision 203)
  { display: 'flex', flexDirection: 'column', gap: tokens.space[3] },
]);

export const billingTitle = style({ margin: 0, fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold });

export const invoiceScroll = style({ overflowX: 'auto' });

export const invoiceTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSize.sm });

globalStyle(`${invoiceTable} th, ${invoiceTable} td`, {
  textAlign: 'left',
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  whiteSpace: 'nowrap',
});

// The table's outer columns line up with the section's title, not 12 px inside it.
globalStyle(`${invoiceTable} :is(th, td):first-child`, { paddingLeft: 0 });
globalStyle(`${invoiceTable} :is(th, td):last-child`, { paddingRight: 0 });

export const invoiceHead = style({
  color: vars.color.textMuted,
  fontWeight: tokens.fontWeight.medium,
  // On a phone each line says its column itself; the head stays for screen readers only.
  '@media': {
    [mq.belowSm]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${invoiceTable} tbody tr`, {
  '@media': {
    [mq.belowSm]: {
      display: 'block',
      padding: `${tokens.space[2]} 0`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${invoiceTable} tbody td`, {
  '@media': {
    [mq.belowSm]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: tokens.space[3],
      padding: `${tokens.space[1]} 0`,
      whiteSpace: 'normal',
      textAlign: 'right',
    },
  },
});

// The column's name, as a label on its line; its alternative text is empty, so a screen reader,
// which has the table's head, does not hear it twice.
globalStyle(`${invoiceTable} tbody td::before`, {
  '@media': {
    [mq.belowSm]: {
      content: 'attr(data-label) / ""',
      color: vars.color.textMuted,
      fontWeight: tokens.fontWeight.medium,
      textAlign: 'left',
    },
  },
});

/** A lazy part's wrapper that lays out as its children (issue 27.3). */
export const contents = style({ display: 'contents' });

/** Issue 28.2: the card on file and the interval switch, above the invoices; wrapping on a phone. */
export const billingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[3],
  paddingBottom: tokens.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const billingRowTitle = style({ margin: 0, fontSize: tokens.fontSize.md, fontWeight: tokens.fontWeight.bold });
export const billingRowText = style({ margin: 0, color: vars.color.textMuted, fontSize: tokens.fontSize.sm });
export const invoiceStatusCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space[2],
});
