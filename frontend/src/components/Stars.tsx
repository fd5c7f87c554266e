import { useId } from 'react';

interface StarsProps {
  rating: number;
  count?: number;
  size?: number;
  showValue?: boolean;
}

function Star({ fill, size, gradientId }: { fill: number; size: number; gradientId: string }) {
  const path = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId}>
          <stop offset={`${fill * 100}%`} stopColor="var(--color-star)" />
          <stop offset={`${fill * 100}%`} stopColor="var(--color-star-empty)" />
        </linearGradient>
      </defs>
      <path d={path} fill={`url(#${gradientId})`} stroke="var(--color-star-stroke)" strokeWidth="0.8" />
    </svg>
  );
}

/** Five stars filled to the rating (quarter precision) with an accessible text such as "Note : 4,5 sur 5". */
export function Stars({ rating, count, size = 16, showValue = false }: StarsProps) {
  const baseId = useId().replace(/:/g, '');
  const value = Math.max(0, Math.min(5, rating));
  const ratingText = value.toLocaleString('fr-BE', { maximumFractionDigits: 1 });
  return (
    <span className="stars">
      <span className="stars__icons" role="img" aria-label={`Note : ${ratingText} sur 5`}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Star
            key={i}
            size={size}
            gradientId={`${baseId}-${i}`}
            fill={Math.round(Math.max(0, Math.min(1, value - i)) * 4) / 4}
          />
        ))}
      </span>
      {showValue && <span className="stars__value">{ratingText}</span>}
      {count !== undefined && <span className="stars__count">({count} avis)</span>}
    </span>
  );
}
