import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../lib/useNavigate';
import { toast } from '../../components/toast';
import { Spinner } from '../../components/Spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { leaveTo } from '../../lib/navigation';
import { useResumeOrderPaymentMutation } from './endpoints';
import { storePaymentStart } from './storage';
import { checkoutLink } from './types';
import './payments.css';

export const RESUME_TEXTS = {
  failed: 'Impossible de reprendre le paiement de cette commande. Veuillez réessayer.',
  missingOrder: 'Le lien ne désigne aucune commande : choisissez-la dans « Mes commandes ».',
  noCheckoutUrl: "Impossible de déterminer l'URL de paiement",
} as const;

/**
 * /checkout/resume?orderId=…: a new payment for my unpaid order, then the provider's checkout page.
 * Nothing to see: a spinner, or back to the orders with the reason.
 */
export function ResumePaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  const navigate = useNavigate();
  const [resume] = useResumeOrderPaymentMutation();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === orderId) return;
    started.current = orderId;
    if (!orderId) {
      toast.error(RESUME_TEXTS.missingOrder);
      navigate('/orders', { replace: true });
      return;
    }
    resume(orderId)
      .unwrap()
      .then((payment) => {
        const link = checkoutLink(payment);
        if (!link) throw new Error(RESUME_TEXTS.noCheckoutUrl);
        storePaymentStart({
          orderId: payment.orderId || orderId,
          paymentId: payment.id,
          startTime: Date.now(),
        });
        leaveTo(link);
      })
      .catch((failure: unknown) => {
        // 401/403: the API layer has already ended the session and sent the customer to sign in.
        const status = errorStatus(failure);
        if (status === 401 || status === 403) return;
        toast.error(failure instanceof Error ? failure.message : errorMessage(failure, RESUME_TEXTS.failed));
        navigate('/orders', { replace: true });
      });
  }, [orderId, resume, navigate]);

  return (
    <div className="container page payment-result">
      <div className="payment-result__card payment-result__card--checking" data-testid="payment-resume">
        <Spinner label="Redirection vers le paiement…" size={48} />
        <h1 className="payment-result__title">Redirection vers le paiement…</h1>
        <p className="payment-result__message">
          Nous préparons le paiement de la commande <strong className="order-number">{orderId}</strong>.
        </p>
      </div>
    </div>
  );
}
