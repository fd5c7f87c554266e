/** What the customer area shows for the mandate a subscription is charged on (docs/design/subscriptions.md). */
export interface MandateDescription {
  method: string;
  cardLabel: string | null;
  cardNumber: string | null;
}

/** 'Visa •••• 4242', 'Domiciliation SEPA', 'PayPal' or 'Carte bancaire'. */
export function paymentMethodLabel(mandate: MandateDescription): string {
  if (mandate.method === 'creditcard') {
    const last4 = mandate.cardNumber?.replace(/\D/g, '').slice(-4) ?? '';
    const brand = mandate.cardLabel?.trim() || 'Carte bancaire';
    return last4.length === 4 ? `${brand} •••• ${last4}` : brand;
  }
  if (mandate.method === 'directdebit') return 'Domiciliation SEPA';
  if (mandate.method === 'paypal') return 'PayPal';
  return 'Moyen de paiement enregistré';
}
