import { Navigate, useSearchParams } from 'react-router';

/** /payment-success sends at once to /payment-result, keeping the order, status defaulting to paid, origin=success. */
export function PaymentSuccessRedirect() {
  const [params] = useSearchParams();
  const next = new URLSearchParams();
  const order = params.get('order') ?? params.get('orderId');
  if (order) next.set('order', order);
  next.set('status', params.get('status') || 'paid');
  next.set('origin', 'success');
  return <Navigate to={`/payment-result?${next.toString()}`} replace />;
}
