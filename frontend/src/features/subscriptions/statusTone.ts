/** The colour of a subscription's status badge (`status-badge--{tone}`), for the customer and the admin (a gift's 'terminee' too). */
const TONES: Record<string, string> = {
  active: 'success',
  en_pause: 'warning',
  en_attente: 'warning',
  suspendue: 'danger',
  annulee: 'muted',
};

export function subscriptionStatusTone(status: string): string {
  return TONES[status] ?? 'muted';
}
