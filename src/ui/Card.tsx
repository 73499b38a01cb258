import type { HTMLAttributes } from 'react';
import { card } from './card.css.ts';

type CardProps = HTMLAttributes<HTMLDivElement> & { padding?: 'none' | 'md' | 'lg' };

export function Card({ padding, className, ...rest }: CardProps) {
  return <div className={[card({ padding }), className].filter(Boolean).join(' ')} {...rest} />;
}
