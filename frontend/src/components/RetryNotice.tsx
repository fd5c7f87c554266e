import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';

/** A load that failed, in place of its content: the message and a 'Réessayer' button. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => unknown }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{children}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => onRetry()}>
        Réessayer
      </button>
    </div>
  );
}

/** A list of the customer's own (orders, subscriptions) that failed to load: the message in bold and 'Réessayer'. */
export function LoadFailedNotice({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{message}</strong>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onRetry()}
        icon={<Icon name="refresh" size={16} />}
      >
        Réessayer
      </Button>
    </div>
  );
}
