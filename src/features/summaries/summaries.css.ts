import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { SUMMARIES_LIST_HEIGHT_PX, SUMMARY_COLLAPSED_HEIGHT_PX } from '#domain/constants.ts';
import { mq } from '#src/styles/media.ts';
import { breakpoints, tokens, vars } from '#src/styles/theme.css.ts';
import { input as fieldInput } from '#src/ui/field.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space[3],
  alignItems: 'end',
  '@media': { [`(min-width: ${breakpoints.sm})`]: { gridTemplateColumns: 'minmax(0, 1fr) 180px auto' } },
});

/** The design system's field (src/ui/field.css.ts), the filter's full width. */
export const select = style([fieldInput]);

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });

export const applyButton = style({ height: '44px' });

/**
 * From tablets up the list scrolls inside a fixed height so pagination stays in view (SPEC: 600px).
 * On a phone a box scrolling inside the scrolling page fights the finger, and 600px is most of the
 * screen: there the list is part of the page (decision 148).
 */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  '@media': {
    [mq.md]: {
      padding: tokens.space[1],
      maxHeight: `${SUMMARIES_LIST_HEIGHT_PX}px`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[3],
  '@media': { [`(min-width: ${breakpoints.sm})`]: { padding: tokens.space[5] } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md } },
  // Cards under the fold are laid out and painted when they come near the screen (issue 15): a page of
  // ten long summaries cost a phone's main thread its largest task.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 440px', // a collapsed card's content box on a phone, about
});

/** Icon and title side by side; on a phone the meta line goes under both, the full card wide. */
export const cardHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: tokens.space[3],
  alignItems: 'center',
  '@media': { [mq.sm]: { alignItems: 'start', gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
});

/**
 * The placeholder's mark: lucide's circle-play (ISC), the icon of the card's "YouTube Video" link,
 * drawn as a mask so that it takes the theme's colour.
 */
const PLACEHOLDER_MARK = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9 9.003a1 1 0 0 1 1.517-.859l4.997 2.997a1 1 0 0 1 0 1.718l-4.997 2.997A1 1 0 0 1 9 14.996z"/><circle cx="12" cy="12" r="10"/></svg>',
)}") center / 20px no-repeat`;

/**
 * A video's thumbnail at the header's end, from sm up; on a phone the title keeps the width. The frame
 * rounds it: the image is its own layer inside (`willChange`), so the frame's rounded edge cuts the
 * image as a whole and nothing under the placeholder shows at the corners.
 */
export const thumbnail = style({
  display: 'none',
  '@media': {
    [mq.sm]: {
      display: 'block',
      gridColumn: 3,
      gridRow: 1,
      width: '96px',
      height: '54px',
      overflow: 'hidden',
      borderRadius: tokens.radius.sm,
      background: vars.color.surfaceSunken,
    },
  },
});

/**
 * A thumbnail that does not load shows a placeholder, from the stylesheet alone (decision 290): the
 * browser draws an image's ::before and ::after only when it failed, so they cover its broken picture
 * with the placeholder's box and mark. Nothing waits for a script, an error that fired before one,
 * or hydration; while the image loads, the frame's background is the same box.
 */
export const thumbnailImage = style({
  display: 'block',
  position: 'relative',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  willChange: 'transform',
  // A failed image's alt text is the empty string; its colour goes too, whatever a browser writes there.
  color: 'transparent',
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute', inset: 0 },
    '&::before': { background: vars.color.surfaceSunken },
    '&::after': { backgroundColor: vars.color.textMuted, WebkitMask: PLACEHOLDER_MARK, mask: PLACEHOLDER_MARK },
  },
});

/** Title and meta: grid items of the header on a phone, a column beside the icon from sm up. */
export const cardHeading = style({
  display: 'contents',
  '@media': { [mq.sm]: { display: 'block' } },
});

export const typeIcon = style({
  flexShrink: 0,
  width: '32px',
  height: '32px',
  '@media': { [mq.sm]: { width: '40px', height: '40px' } },
  borderRadius: tokens.radius.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accentSoft,
  color: vars.color.accent,
});

export const cardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space[1]} ${tokens.space[4]}`,
  marginTop: tokens.space[1],
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space[1] });

export const link = style({
  color: vars.color.accent,
  fontWeight: tokens.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: tokens.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A link inside the summary's text: underlined, so it is told apart from the words by more than colour. */
export const textLink = style([link, { textDecoration: 'underline', textUnderlineOffset: '2px' }]);

/**
 * The body has one text style (issue 18.11): size, line height and colour are set here and inherited by
 * paragraphs, headings, list items and bullets, which differ only in weight. Long URLs wrap.
 */
export const body = style({
  position: 'relative',
  overflow: 'hidden',
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.relaxed,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    // Folded: clipped at 200px with a fade so the cut is visibly intentional.
    'details:not([open]) > &': {
      maxHeight: `${SUMMARY_COLLAPSED_HEIGHT_PX}px`,
      maskImage: 'linear-gradient(to bottom, black 70%, transparent)',
    },
  },
});

/** A retry's phase while it runs, above the sections as they stream in. */
export const retryStatus = style({ margin: `0 0 ${tokens.space[2]}`, color: vars.color.textMuted });

/**
 * A long card's disclosure (<details>): its body shows folded rather than hidden, and Show More sits
 * under it, as the card's own column puts the buttons.
 */
export const fold = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  selectors: { '&::details-content': { contentVisibility: 'visible' } },
});

/** A plain-text summary's blocks (decision 196); a line break the text has stays a line break. */
export const markdown = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[2],
  whiteSpace: 'pre-line',
});

globalStyle(`${markdown} > *`, { margin: 0 });

export const textHeading = style({ fontSize: 'inherit', fontWeight: tokens.fontWeight.semibold });

export const sections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  margin: 0,
  fontSize: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
});

export const timestamp = style([
  link,
  {
    fontFamily: tokens.font.mono,
    fontSize: tokens.fontSize.xs,
    // WCAG 2.5.8: a pointer target at least 24 px tall, whatever sits beside it.
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    flexShrink: 0, // "0:00" stays one chip beside a long section title on a phone
    whiteSpace: 'nowrap',
    padding: `0 ${tokens.space[2]}`,
    background: vars.color.accentSoft,
    borderRadius: tokens.radius.full,
  },
]);

export const bullets = style({
  margin: `${tokens.space[1]} 0 0`,
  paddingInlineStart: tokens.space[5],
});

/** Under the body (a <summary> comes first in its <details>), without the disclosure's triangle. */
export const toggle = style({
  alignSelf: 'flex-start',
  order: 1,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** The toggle's words follow the disclosure's own state, so that they are right before the script runs. */
export const whenClosed = style({
  selectors: {
    'details[open] > summary > &': { display: 'none' },
    'details:not([open]) > summary > &': { display: 'inline' },
  },
});
export const whenOpen = style({
  selectors: {
    'details:not([open]) > summary > &': { display: 'none' },
    'details[open] > summary > &': { display: 'inline' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

export const pager = style({ display: 'flex', gap: tokens.space[2] });

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space[3],
  padding: `${tokens.space[12]} ${tokens.space[4]}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
});

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

export const skeleton = style({
  height: '132px',
  borderRadius: tokens.radius.lg,
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.4s linear infinite` } },
});

/** Copy, Download and Delete under a card's text. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[2],
  paddingTop: tokens.space[2],
  borderTop: `1px solid ${vars.color.border}`,
});

export const deleteAction = style({ color: vars.color.danger, marginLeft: 'auto' });

/** "Deleted … · Undo" above the list while a deletion can be undone (decision 272). */
export const undoNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space[2],
  padding: `${tokens.space[2]} ${tokens.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
  background: vars.color.surfaceSunken,
});

export const undoText = style({ color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 });

export const exportRow = style({ display: 'flex', justifyContent: 'flex-end' });
