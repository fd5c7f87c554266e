import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { Present } from '../../../shared/validation/present.js';
import { DomainError } from '../../../shared/domain-error.js';
import { MollieHttpError } from '../infrastructure/sandbox/sandbox-http-error.js';
import { SANDBOX_STATE_CHANGES, type SandboxStateChange } from '../infrastructure/sandbox/sandbox-recurring.js';
import { SandboxControl } from '../infrastructure/sandbox/sandbox-control.js';

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

export class ChangePaymentStateRequest {
  @IsIn(SANDBOX_STATE_CHANGES, {
    message: 'Le statut doit être « paid », « failed », « canceled », « expired » ou « charged_back ».',
  })
  @Present('Le statut est requis')
  status!: SandboxStateChange;
}

/** What the sandbox answers: the payment's new state. */
export interface PaymentStateResponse {
  id: string;
  status: string;
  sequenceType: string;
  amountChargedBack: { value: string; currency: string } | null;
}

/**
 * Mollie's test-mode changePaymentState, on the shop's origin (development and tests only: registered
 * by the payments module in sandbox mode): an open or pending payment gets the status asked for, a
 * paid one may be charged back ('charged_back': the status stays paid, amountChargedBack is set). The
 * sandbox then rings the shop's webhook, like Mollie.
 */
@ApiExcludeController()
@Controller('mollie/sandbox/payments')
export class SandboxPaymentStateController {
  constructor(private readonly sandbox: SandboxControl) {}

  @Post(':paymentId/state')
  @HttpCode(200)
  async change(
    @Param('paymentId') paymentId: string,
    @Body() body: ChangePaymentStateRequest,
  ): Promise<PaymentStateResponse> {
    if (!PAYMENT_ID.test(paymentId)) throw new DomainError('PAYMENT_NOT_FOUND', 'Paiement introuvable', 'not-found');
    try {
      const payment = await this.sandbox.changeState(paymentId, body.status);
      return {
        id: payment.id as string,
        status: payment.status as string,
        sequenceType: payment.sequenceType as string,
        amountChargedBack: (payment.amountChargedBack as PaymentStateResponse['amountChargedBack']) ?? null,
      };
    } catch (error) {
      if (!(error instanceof MollieHttpError)) throw error;
      if (error.status === 404) throw new DomainError('PAYMENT_NOT_FOUND', 'Paiement introuvable', 'not-found');
      throw new DomainError(
        'PAYMENT_STATE_UNCHANGEABLE',
        'Le statut de ce paiement ne peut plus être changé.',
        'conflict',
      );
    }
  }
}
