import { keyframes, style } from '@vanilla-extract/css';
import { SUMMARIES_LIST_HEIGHT_PX, SUMMARY_COLLAPSED_HEIGHT_PX } from '../../../domain/constants.ts';
import { breakpoints, tokens, vars } from '../../styles/theme.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[4] });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: tokens.space[3],
  alignItems: 'end',
  '@media': { [`(min-width: ${breakpoints.sm})`]: { gridTemplateColumns: 'minmax(0, 1fr) 180px auto' } },
});

export const select = style({
  height: '44px',
  width: '100%',
  padding: `0 ${tokens.space[3]}`,
  fontFamily: tokens.font.body,
  fontSize: tokens.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: tokens.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const selectField = style({ display: 'flex', flexDirection: 'column', gap: tokens.space[1] });

export const label = style({ fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });

export const applyButton = style({ height: '44px' });

/** The list scrolls inside a fixed height so pagination stays in view (SPEC: 600px). */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: tokens.space[1],
  maxHeight: `${SUMMARIES_LIST_HEIGHT_PX}px`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  overscrollBehavior: 'contain',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
  padding: tokens.space[4],
  '@media': { [`(min-width: ${breakpoints.sm})`]: { padding: tokens.space[5] } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md } },
});

export const cardHeader = style({ display: 'flex', gap: tokens.space[3], alignItems: 'flex-start' });

export const typeIcon = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
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

export const body = style({
  position: 'relative',
  overflow: 'hidden',
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.relaxed,
  color: vars.color.text,
});

/** Collapsed: clipped at 200px with a fade so the cut is visibly intentional. */
export const collapsed = style({
  maxHeight: `${SUMMARY_COLLAPSED_HEIGHT_PX}px`,
  maskImage: 'linear-gradient(to bottom, black 70%, transparent)',
});

export const plainText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const sections = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.space[3] });

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  margin: 0,
  fontSize: tokens.fontSize.md,
  fontWeight: tokens.fontWeight.semibold,
});

export const timestamp = style([
  link,
  {
    fontFamily: tokens.font.mono,
    fontSize: tokens.fontSize.xs,
    padding: `1px ${tokens.space[2]}`,
    background: vars.color.accentSoft,
    borderRadius: tokens.radius.full,
  },
]);

export const bullets = style({ margin: `${tokens.space[1]} 0 0`, paddingLeft: tokens.space[5], color: vars.color.textMuted });

export const toggle = style({ alignSelf: 'flex-start' });

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
