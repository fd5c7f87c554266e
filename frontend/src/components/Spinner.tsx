import type { CSSProperties } from 'react';

export function Spinner({ label = 'Chargement…', size = 32 }: { label?: string; size?: number }) {
  return (
    <span className="spinner" role="status" style={{ '--spinner-size': `${size}px` } as CSSProperties}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A grey shimmering block shown while real content loads. */
export function Skeleton({
  width,
  height,
  radius,
  className,
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
