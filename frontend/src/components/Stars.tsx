import { useId } from 'react';
import { formatDecimal } from '../lib/format';

interface StarsProps {
  rating: number;
  count?: number;
  size?: number;
  showValue?: boolean;
}

/** A star 24 units wide, its left edge at `dx` (its three absolute points moved, the rest relative). */
const starPath = (dx: number) =>
  `M${round(12 + dx)} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${round(12 + dx)} 17.3l-5.9 3.3 1.3-6.6L${round(2.5 + dx)} 9.4l6.6-.8z`;
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Five stars filled to the rating (quarter precision) with an accessible text such as "Note : 4,5 sur 5".
 * One SVG with one path and one gradient for the five stars (1 px apart), not an SVG per star: a page
 * of product cards or reviews draws and hydrates a fifth of the elements.
 */
export function Stars({ rating, count, size = 16, showValue = false }: StarsProps) {
  const gradientId = useId().replace(/:/g, '');
  const value = Math.max(0, Math.min(5, rating));
  const filled = Math.round(value * 4) / 4;
  const ratingText = formatDecimal(value, 1);
  const pitch = 24 + 24 / size; // a star and a 1 px gap, in the drawing's units (24 units = `size` px)
  const width = 4 * pitch + 24;
  const whole = Math.floor(filled);
  const edge = filled >= 5 ? width : whole * pitch + (filled - whole) * 24;
  const offset = `${round((edge / width) * 100)}%`;
  return (
    <span className="stars">
      <span className="stars__icons" role="img" aria-label={`Note : ${ratingText} sur 5`}>
        <svg
          viewBox={`0 0 ${round(width)} 24`}
          width={5 * size + 4}
          height={size}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <linearGradient
              id={gradientId}
              gradientUnits="userSpaceOnUse"
              x1="0"
              y1="0"
              x2={round(width)}
              y2="0"
            >
              <stop offset={offset} stopColor="var(--color-star)" />
              <stop offset={offset} stopColor="var(--color-star-empty)" />
            </linearGradient>
          </defs>
          <path
            d={[0, 1, 2, 3, 4].map((i) => starPath(i * pitch)).join('')}
            fill={`url(#${gradientId})`}
            stroke="var(--color-star-stroke)"
            strokeWidth="0.8"
          />
        </svg>
      </span>
      {showValue && <span className="stars__value">{ratingText}</span>}
      {count !== undefined && <span className="stars__count">({count} avis)</span>}
    </span>
  );
}
