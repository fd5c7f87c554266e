import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { MollieHttpError, PaymentGateway, SandboxControl } from '../../payments/index.js';
import { DevRenewals } from '../application/dev-renewals.js';
import { GiftBoxesService } from '../application/gift-boxes.service.js';
import { GiftSubscriptionNotFoundError } from '../domain/gift-subscription-rules.js';
import { RenewalOutcomeMismatchError, SubscriptionNotFoundError } from '../domain/subscription.errors.js';

export const RENEWAL_OUTCOMES = ['paid', 'failed', 'expired', 'canceled'] as const;
export type RenewalOutcome = (typeof RENEWAL_OUTCOMES)[number];

export class DevRenewRequest {
  @IsIn(RENEWAL_OUTCOMES, { message: "L'issue doit être « paid », « failed », « expired » ou « canceled »." })
  @Present("L'issue est requise")
  outcome!: RenewalOutcome;
}

/** What the hook answers: the renewal order (its number, as `orderId` everywhere in the API) and its payment. */
export interface DevRenewResponse {
  orderId: string;
  paymentId: string | null;
}

/**
 * The test hook of docs/design/subscriptions.md (registered only while a Mollie sandbox is in use, never in
 * production): POST /api/dev/subscriptions/:id/renew {outcome} runs that subscription's renewal now,
 * exactly as the renewal run would on its due date (a new box for an active subscription, the next
 * attempt of the unpaid box of a suspended one), then the sandbox settles the recurring payment with
 * `outcome` and rings the webhook (answered once the shop applied it). The subscription's recurring
 * payments are held while the hook runs, so the sandbox never settles this one 'paid' on its own
 * first; should the payment still end with another status, the hook answers 409
 * RENEWAL_OUTCOME_MISMATCH rather than a renewal that did not happen as asked.
 */
@ApiExcludeController()
@Controller('dev/subscriptions')
export class DevRenewalsController {
  constructor(
    private readonly renewals: DevRenewals,
    private readonly sandbox: SandboxControl,
    private readonly gateway: PaymentGateway,
  ) {}

  @Post(':id/renew')
  @HttpCode(HttpStatus.OK)
  async renew(@Param('id') id: string, @Body() body: DevRenewRequest): Promise<DevRenewResponse> {
    await this.sandbox.holdRecurring(id);
    try {
      const started = await this.renewals.renewNow(id);
      if (!started.orderId) throw new SubscriptionNotFoundError();
      if (started.paymentId) {
        const status = await this.settle(started.paymentId, body.outcome);
        if (status !== body.outcome) throw new RenewalOutcomeMismatchError(body.outcome, status);
      }
      return { orderId: started.orderNumber, paymentId: started.paymentId };
    } finally {
      await this.sandbox.releaseRecurring(id);
    }
  }

  /** Sets the outcome; the payment's final status (a 422 says it was settled already, and how). */
  private async settle(paymentId: string, outcome: RenewalOutcome): Promise<string> {
    try {
      const payment = await this.sandbox.changeState(paymentId, outcome);
      return String(payment.status);
    } catch (error) {
      if (!(error instanceof MollieHttpError) || error.status !== 422) throw error;
      return (await this.gateway.getPayment(paymentId)).status;
    }
  }
}

/**
 * The gifts' test hook (docs/design/gifting.md; registered only while a Mollie sandbox is in use, never
 * in production): POST /api/dev/gift-subscriptions/:id/next-box makes the gift's next box due today and
 * runs the gifts' part of the renewal run; …/announce does the same for the recipient's announcement.
 */
@ApiExcludeController()
@Controller('dev/gift-subscriptions')
export class DevGiftSubscriptionsController {
  constructor(private readonly gifts: GiftBoxesService) {}

  @Post(':id/next-box')
  @HttpCode(HttpStatus.OK)
  async nextBox(@Param('id') id: string): Promise<object> {
    const result = await this.gifts.runNow(id, 'box');
    if (!result) throw new GiftSubscriptionNotFoundError();
    return result;
  }

  @Post(':id/announce')
  @HttpCode(HttpStatus.OK)
  async announce(@Param('id') id: string): Promise<object> {
    const result = await this.gifts.runNow(id, 'announcement');
    if (!result) throw new GiftSubscriptionNotFoundError();
    return result;
  }
}
