import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from '#src/styles/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  padding: `${tokens.space[12]} 0`,
});
