/**
 * Media queries. CSS variables cannot appear inside @media, so the breakpoints of the theme's
 * `tokens.breakpoint` are restated here as plain values (keep the two in step).
 */
export const mq = {
  sm: 'screen and (min-width: 640px)',
  md: 'screen and (min-width: 768px)',
  lg: 'screen and (min-width: 1024px)',
  belowSm: 'screen and (max-width: 639.98px)',
  belowMd: 'screen and (max-width: 767.98px)',
} as const;
