import { style } from '@vanilla-extract/css';
import { tokens, vars } from '#src/styles/theme.css.ts';
import { mq } from '#src/styles/media.ts';

export const section = style({
  padding: `${tokens.space[16]} ${tokens.space[4]}`,
  '@media': { [mq.md]: { padding: `${tokens.space[24]} ${tokens.space[6]}` } },
});
export const sectionAlt = style([section, { background: vars.color.surfaceSunken }]);
export const container = style({ maxWidth: tokens.maxWidth.content, margin: '0 auto' });

export const sectionHead = style({ maxWidth: '720px', margin: `0 auto ${tokens.space[12]}`, textAlign: 'center' });
export const h2 = style({
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.02em',
  marginBottom: tokens.space[3],
  '@media': { [mq.md]: { fontSize: tokens.fontSize['4xl'] } },
});
export const lead = style({
  fontSize: tokens.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: tokens.lineHeight.relaxed,
  margin: 0,
});

// Hero
export const hero = style({
  padding: `${tokens.space[12]} ${tokens.space[4]} ${tokens.space[16]}`,
  background: `radial-gradient(80% 60% at 80% 0%, ${vars.color.accentSoft} 0%, transparent 70%)`,
  '@media': { [mq.md]: { padding: `${tokens.space[20]} ${tokens.space[6]}` } },
});
export const heroGrid = style([
  container,
  {
    display: 'grid',
    gap: tokens.space[12],
    alignItems: 'center',
    '@media': { [mq.lg]: { gridTemplateColumns: '1.1fr 0.9fr' } },
  },
]);
export const eyebrow = style({
  display: 'inline-block',
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.accentHover,
  background: vars.color.accentSoft,
  borderRadius: tokens.radius.full,
  padding: `${tokens.space[1]} ${tokens.space[3]}`,
  marginBottom: tokens.space[4],
});
export const h1 = style({
  fontSize: tokens.fontSize['4xl'],
  fontWeight: tokens.fontWeight.extrabold,
  letterSpacing: '-0.03em',
  marginBottom: tokens.space[5],
  '@media': { [mq.md]: { fontSize: '3.5rem' } },
});
// On a phone the two calls to action stack the full width, one size, instead of two ragged widths.
export const ctaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space[3],
  marginTop: tokens.space[8],
  '@media': { [mq.belowSm]: { flexDirection: 'column' } },
});
export const note = style({ marginTop: tokens.space[4], fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

export const sample = style({
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: tokens.space[6],
});
export const sampleTitle = style({ fontSize: tokens.fontSize.lg, fontWeight: tokens.fontWeight.bold, margin: 0 });
export const sampleMeta = style({
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
  margin: `${tokens.space[1]} 0 ${tokens.space[4]}`,
});
export const sampleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
});
export const time = style({
  display: 'inline-block',
  fontFamily: tokens.font.mono,
  fontSize: tokens.fontSize.xs,
  fontWeight: tokens.fontWeight.semibold,
  color: vars.color.accentHover,
  background: vars.color.accentSoft,
  borderRadius: tokens.radius.sm,
  padding: '2px 6px',
  marginRight: tokens.space[2],
});
export const sampleSection = style({ fontWeight: tokens.fontWeight.semibold });
export const sampleBullet = style({
  margin: `${tokens.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: tokens.fontSize.sm,
});

// Problem
export const problemGrid = style([
  container,
  {
    display: 'grid',
    gap: tokens.space[10],
    '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center' } },
  },
]);
export const stats = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: tokens.space[4],
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const stat = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  padding: tokens.space[5],
});
export const statValue = style({
  display: 'block',
  fontSize: tokens.fontSize['3xl'],
  fontWeight: tokens.fontWeight.extrabold,
  color: vars.color.accent,
});
export const statLabel = style({ fontSize: tokens.fontSize.sm, color: vars.color.textMuted });

// Cards grids
export const grid3 = style([
  container,
  {
    display: 'grid',
    gap: tokens.space[5],
    listStyle: 'none',
    padding: 0,
    '@media': {
      [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
  },
]);
export const grid5 = style([
  container,
  {
    display: 'grid',
    gap: tokens.space[5],
    listStyle: 'none',
    padding: 0,
    '@media': {
      [mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [mq.lg]: { gridTemplateColumns: 'repeat(5, 1fr)' },
    },
  },
]);
export const tile = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  padding: tokens.space[6],
  height: '100%',
});
export const iconBox = style({
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: tokens.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentHover,
  marginBottom: tokens.space[4],
});
export const h3 = style({
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
  marginBottom: tokens.space[2],
});
export const tileText = style({ color: vars.color.textMuted, margin: 0, lineHeight: tokens.lineHeight.relaxed });

// Steps
export const steps = style([
  container,
  {
    listStyle: 'none',
    padding: 0,
    display: 'grid',
    gap: tokens.space[5],
    counterReset: 'step',
    '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  },
]);
export const stepNumber = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: tokens.fontWeight.bold,
  marginBottom: tokens.space[4],
});
export const banner = style([container, { marginBottom: tokens.space[8] }]);

// Demo (issue 18.7, decision 200): a player and a summary card as real text, side by side from lg up
// and stacked on phones. The card restates the product's card (src/features/summaries/summaries.css.ts)
// with the same tokens rather than importing it: that module is the dashboard's whole stylesheet.
export const demoGrid = style([
  container,
  {
    display: 'grid',
    gap: tokens.space[6],
    alignItems: 'start',
    '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.space[8] } },
  },
]);
/** 16:9 and dark before anything loads: the neutral placeholder a missing thumbnail gives way to. */
export const videoFrame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: tokens.radius.lg,
  background: '#0f172a',
  boxShadow: vars.shadow.lg,
});
export const playCover = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    // Inside the frame's rounded clip, so the ring is drawn inward.
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});
export const thumbnail = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const playIcon = style({
  position: 'relative',
  fill: vars.color.accent,
  transition: 'fill 120ms ease',
  selectors: { [`${playCover}:hover &, ${playCover}:focus-visible &`]: { fill: vars.color.accentHover } },
});
export const videoEmbed = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const videoTitle = style({
  margin: `${tokens.space[3]} 0 0`,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.bold,
});
export const videoMeta = style({
  margin: `${tokens.space[1]} 0 0`,
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});
export const demoCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[4],
  padding: tokens.space[4],
  '@media': { [mq.sm]: { padding: tokens.space[5] } },
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontSize: tokens.fontSize.sm,
  lineHeight: tokens.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
export const demoCardTitle = style({
  margin: 0,
  fontSize: tokens.fontSize.lg,
  fontWeight: tokens.fontWeight.semibold,
  lineHeight: tokens.lineHeight.tight,
});
export const demoSections = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});
export const demoSectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: tokens.space[2],
  margin: 0,
  fontSize: 'inherit',
  fontWeight: tokens.fontWeight.semibold,
});
/** The product's timestamp pill, at the body's size so it reads on a phone; 24 px tall at least (WCAG 2.5.8). */
export const demoTimestamp = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '28px',
  padding: `0 ${tokens.space[2]}`,
  border: 0,
  borderRadius: tokens.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontFamily: tokens.font.mono,
  fontSize: 'inherit',
  fontWeight: tokens.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const demoBullets = style({ margin: `${tokens.space[1]} 0 0`, paddingInlineStart: tokens.space[5] });
export const caption = style({
  marginTop: tokens.space[3],
  textAlign: 'center',
  fontSize: tokens.fontSize.sm,
  color: vars.color.textMuted,
});

// FAQ
export const faqList = style({
  maxWidth: '760px',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space[3],
});
export const faqItem = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: tokens.radius.md,
});
export const faqQuestion = style({
  cursor: 'pointer',
  padding: tokens.space[5],
  fontWeight: tokens.fontWeight.semibold,
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  gap: tokens.space[4],
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms ease',
  selectors: { [`${faqItem}[open] &`]: { transform: 'rotate(180deg)' } },
});
export const faqAnswer = style({
  padding: `0 ${tokens.space[5]} ${tokens.space[5]}`,
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: tokens.lineHeight.relaxed,
});

// CTA
export const ctaBox = style([
  container,
  {
    textAlign: 'center',
    // A tint of the brand colour on the page's surface, in both themes: the band was the text colour,
    // a near-white slab in dark mode (issue 18.17); the primary button stands out on it either way.
    background: `color-mix(in srgb, ${vars.color.accent} 14%, ${vars.color.surface})`,
    color: vars.color.text,
    border: `1px solid color-mix(in srgb, ${vars.color.accent} 30%, ${vars.color.border})`,
    borderRadius: tokens.radius.xl,
    padding: `${tokens.space[16]} ${tokens.space[6]}`,
  },
]);
export const ctaLead = style({
  color: 'inherit',
  opacity: 0.85,
  fontSize: tokens.fontSize.lg,
  margin: `0 auto ${tokens.space[8]}`,
  maxWidth: '560px',
});
export const paragraphGap = style({ marginBottom: tokens.space[4] });
