import { Navigate, useSearchParams } from 'react-router';
import { UnderConstruction } from '../../components/UnderConstruction';

/** Pages announced by the shop whose content arrives later: the 'Page en construction' panel. */
export function PlaceholderPage({ title, text }: { title: string; text?: string }) {
  return <UnderConstruction title={title}>{text}</UnderConstruction>;
}

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
