/** The product page with its 'Offrir un abonnement' form open (docs/design/gifting.md). */
export const GIFT_FORM_PARAM = 'offrir';

export function giftFormLink(productId: number): string {
  return `/product/${productId}?${GIFT_FORM_PARAM}`;
}
