import type { ReactNode } from 'react';

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
