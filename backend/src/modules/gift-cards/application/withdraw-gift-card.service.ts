import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { DurableSteps } from '../../../shared/durable-steps.js';
import type { Cents } from '../../../shared/money.js';
import { type GatewayRefund, PaymentGateway, RefundRefusedError } from '../../payments/index.js';
import { GiftCard } from '../domain/gift-card.js';
import { GiftCardNotFoundError } from './gift-card-files.service.js';
import { GiftCardMails } from './gift-card-mails.js';
import { type WithdrawableCard, GiftCardWithdrawalRepository } from './ports/gift-card-withdrawal.repository.js';

export const WITHDRAWAL_REFERENCE = 'Rétractation de l’acheteur';
const REFUND_RETRY_BATCH = 20;

/**
 * The buyer withdraws from an unused card within 14 days of its purchase (docs/design/gift-cards.md,
 * "Refunds"), in durable steps: (1) under the card's row lock, the domain's rule, then the card
 * 'withdrawn' (never spendable again: its balance goes with the movement 'withdrawn'); (2) outside any
 * transaction, Mollie refunds the card's amount on the payment that bought it (idempotency key: the
 * card, so asking again never refunds twice); (3) the refund's id kept and the buyer's mail queued.
 * Mollie refusing puts the card back as it was (a 'withdrawn' movement of +amount); Mollie unreachable leaves the refund to the job
 * (`retryRefunds`, every minute and `npm run gift-cards:send`), which asks again with the same key.
 */
@Injectable()
export class WithdrawGiftCardService {
  private readonly logger = new Logger('Cartes cadeaux');

  constructor(
    private readonly steps: DurableSteps,
    private readonly cards: GiftCardWithdrawalRepository,
    private readonly gateway: PaymentGateway,
    private readonly mails: GiftCardMails,
    private readonly clock: Clock,
  ) {}

  /** The buyer's withdrawal; 404 for a card that is not theirs, 409 when it is used or too late. */
  async withdraw(buyerId: string, cardId: string): Promise<{ amountCents: Cents; refunded: boolean }> {
    const card = await this.steps.commit(null, async () => {
      const found = await this.cards.findForUpdate(cardId);
      if (!found || found.buyerId !== buyerId) throw new GiftCardNotFoundError();
      const aggregate = GiftCard.fromState(found.state);
      aggregate.withdraw(this.clock.now(), WITHDRAWAL_REFERENCE);
      const state = aggregate.toState();
      await this.cards.save(cardId, state, state.movements, this.clock.now());
      return found;
    });
    const refunded = await this.refund(card);
    return { amountCents: card.state.initialCents, refunded };
  }

  /** Withdrawn cards whose refund Mollie could not make yet: asked again (same idempotency key). */
  async retryRefunds(): Promise<number> {
    let done = 0;
    for (const cardId of await this.cards.withdrawnWithoutRefund(REFUND_RETRY_BATCH)) {
      const card = await this.steps.commit(null, () => this.cards.findForUpdate(cardId));
      if (card && card.state.status === 'withdrawn' && !card.refundId && (await this.refund(card))) done += 1;
    }
    return done;
  }

  /** Steps 2 and 3; false when Mollie could not be reached (the job asks again). */
  private async refund(card: WithdrawableCard): Promise<boolean> {
    let refund: GatewayRefund;
    try {
      refund = await this.steps.outside(null, () =>
        this.gateway.createRefund({
          paymentId: card.paymentId!,
          amountCents: card.state.initialCents,
          description: `Rétractation carte cadeau •••• ${card.last4} (${card.orderNumber})`,
          metadata: { orderId: card.orderNumber, giftCardId: card.id },
          idempotencyKey: `gift-card-withdrawal-${card.id}`,
        }),
      );
    } catch (error) {
      if (error instanceof RefundRefusedError) {
        await this.restore(card);
        throw error;
      }
      this.logger.warn(
        `Carte cadeau •••• ${card.last4} retirée, remboursement à refaire : ${(error as Error).message}`,
      );
      return false;
    }
    await this.steps.commit(null, async () => {
      const now = this.clock.now();
      await this.cards.setRefund(card.id, refund.id, now);
      await this.mails.withdrawn(card, card.state.initialCents);
    });
    this.logger.log(`Carte cadeau •••• ${card.last4} : rétractation, ${refund.id}`);
    return true;
  }

  /**
   * Mollie refused the refund: the card is spendable again, as it was — the withdrawal undone by a
   * 'withdrawn' movement of +amount (the accountant's withdrawals net out).
   */
  private async restore(card: WithdrawableCard): Promise<void> {
    await this.steps.commit(null, async () => {
      const now = this.clock.now();
      const state = { ...card.state, status: 'active' as const, balanceCents: card.state.initialCents };
      await this.cards.save(
        card.id,
        state,
        [
          {
            kind: 'withdrawn',
            amountCents: card.state.initialCents,
            at: now,
            reference: 'Remboursement refusé par Mollie : rétractation annulée',
          },
        ],
        now,
      );
    });
  }
}
