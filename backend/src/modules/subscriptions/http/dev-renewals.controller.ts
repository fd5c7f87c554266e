import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { MollieHttpError, SandboxControl } from '../../payments/index.js';
import { RenewSubscriptionsService } from '../application/renew-subscriptions.service.js';
import { SubscriptionNotFoundError } from '../domain/subscription.errors.js';

export const RENEWAL_OUTCOMES = ['paid', 'failed', 'expired', 'canceled'] as const;
export type RenewalOutcome = (typeof RENEWAL_OUTCOMES)[number];

export class DevRenewRequest {
  @IsIn(RENEWAL_OUTCOMES, { message: "L'issue doit être « paid », « failed », « expired » ou « canceled »." })
  outcome!: RenewalOutcome;
}

/** What the hook answers: the renewal order (its number, as `orderId` everywhere in the API) and its payment. */
export interface DevRenewResponse {
  orderId: string;
  paymentId: string | null;
}

/**
 * The test hook of DESIGN §8 (registered only while a Mollie sandbox is in use, never in
 * production): POST /api/dev/subscriptions/:id/renew {outcome} runs that subscription's renewal now,
 * exactly as the renewal run would on its due date (a new box for an active subscription, the next
 * attempt of the unpaid box of a suspended one), then the sandbox settles the recurring payment with
 * `outcome` and rings the webhook (answered once the shop applied it).
 */
@ApiExcludeController()
@Controller('dev/subscriptions')
export class DevRenewalsController {
  constructor(
    private readonly renewals: RenewSubscriptionsService,
    private readonly sandbox: SandboxControl,
  ) {}

  @Post(':id/renew')
  @HttpCode(HttpStatus.OK)
  async renew(@Param('id') id: string, @Body() body: DevRenewRequest): Promise<DevRenewResponse> {
    const started = await this.renewals.renewNow(id);
    if (!started.orderId) throw new SubscriptionNotFoundError();
    if (started.paymentId) {
      try {
        await this.sandbox.changeState(started.paymentId, body.outcome);
      } catch (error) {
        // 422: settled already (the sandbox settles recurring payments 'paid' after a moment).
        if (!(error instanceof MollieHttpError) || error.status !== 422) throw error;
      }
    }
    return { orderId: started.orderNumber, paymentId: started.paymentId };
  }
}
