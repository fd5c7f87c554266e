import type { GiftCardFact } from '../../../invoicing/index.js';

/**
 * The facts of the accountant's gift card figures (docs/design/gift-cards.md, "The accountant's
 * figures"), summed per Brussels month and kind, before an instant: the movements sold, issued,
 * credited, expired and withdrawn (the balance's change, signed), and the shares of orders captured
 * (by their capture's month).
 */
export abstract class GiftCardFactsReadModel {
  abstract factsBefore(before: Date): Promise<GiftCardFact[]>;
}
