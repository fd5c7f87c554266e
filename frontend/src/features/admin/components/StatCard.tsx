import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/Icon';
import { Skeleton } from '../../../components/Spinner';

interface StatCardProps {
  label: string;
  /** null while loading: a skeleton. */
  value: string | null;
  icon?: IconName;
  tone?: 'forest' | 'gold' | 'sky' | 'plum';
  action?: ReactNode;
  /** The skeleton's width ('5rem'). */
  skeletonWidth?: string;
}

/** One figure above a back-office list (orders, subscriptions). */
export function StatCard({
  label,
  value,
  icon,
  tone = 'forest',
  action,
  skeletonWidth = '5rem',
}: StatCardProps) {
  return (
    <div className={`orders-stat orders-stat--${tone}`}>
      {icon && (
        <span className="orders-stat__icon" aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
      )}
      <div>
        <p className="orders-stat__label">{label}</p>
        <p className="orders-stat__value">{value ?? <Skeleton height="1.5rem" width={skeletonWidth} />}</p>
        {action}
      </div>
    </div>
  );
}
