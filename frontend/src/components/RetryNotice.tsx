import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';

interface RetryNoticeProps {
  /** What failed: a paragraph or a strong line. */
  children: ReactNode;
  /** 'Réessayer' asks again; absent when there is nothing to retry. */
  onRetry?: () => unknown;
  /** The refresh icon in the button. */
  withIcon?: boolean;
  /** More classes on the notice. */
  className?: string;
}

/** A load that failed, in place of its content: what failed and a 'Réessayer' button. */
export function RetryNotice({ children, onRetry, withIcon = false, className }: RetryNoticeProps) {
  return (
    <div className={className ? `notice notice--error ${className}` : 'notice notice--error'} role="alert">
      {children}
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void onRetry()}
          icon={withIcon ? <Icon name="refresh" size={16} /> : undefined}
        >
          Réessayer
        </Button>
      )}
    </div>
  );
}

/** A list of the customer's own (orders, subscriptions) that failed to load: the message in bold, 'Réessayer' with its icon. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <RetryNotice onRetry={onRetry} withIcon>
      <p>
        <strong>{message}</strong>
      </p>
    </RetryNotice>
  );
}
