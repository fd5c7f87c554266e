import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/useNavigate';
import { readStoredPayment } from './storage';
import { isPaymentPath, watchStoredPayment } from './watcher';

/** The background payment watcher (docs/design/payments.md), everywhere but on checkout and the payment pages. */
export function PaymentWatcher() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = !isPaymentPath(pathname);

  useEffect(() => {
    if (!active) return;
    return watchStoredPayment({ read: readStoredPayment, onExpired: (path) => navigate(path) });
  }, [active, navigate]);

  return null;
}
