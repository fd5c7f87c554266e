import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';

interface RetryNoticeProps {
  children: ReactNode;
  onRetry: () => unknown;
  /** Before 'Réessayer'. */
  icon?: ReactNode;
}

/** A load that failed, in place of its content: the message and a 'Réessayer' button. */
export function RetryNotice({ children, onRetry, icon }: RetryNoticeProps) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{children}</p>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()} icon={icon}>
        Réessayer
      </Button>
    </div>
  );
}

/** A list of the customer's own (orders, subscriptions) that failed to load: the message in bold, 'Réessayer' with its icon. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <RetryNotice onRetry={onRetry} icon={<Icon name="refresh" size={16} />}>
      <strong>{message}</strong>
    </RetryNotice>
  );
}
