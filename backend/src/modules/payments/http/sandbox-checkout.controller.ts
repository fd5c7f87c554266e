import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CheckoutResult } from '../infrastructure/sandbox/sandbox-checkout.js';
import { SandboxControl } from '../infrastructure/sandbox/sandbox-control.js';

const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * The Mollie sandbox's hosted checkout page, on the shop's own origin (development and tests only:
 * registered by the payments module in sandbox mode), whether the sandbox runs in this process or as
 * the shared `npm run mollie:sandbox` (relayed). The shopper's browser never meets the sandbox's
 * self-signed certificate. GET shows the order and the status buttons; POST records the
 * choice, rings the webhook and redirects (303) to the payment's redirectUrl.
 */
@ApiExcludeController()
@Controller('mollie/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(private readonly sandbox: SandboxControl) {}

  @Get(':paymentId')
  async page(@Param('paymentId') paymentId: string, @Res() reply: FastifyReply): Promise<void> {
    this.send(reply, await this.sandbox.checkoutPage(PAYMENT_ID.test(paymentId) ? paymentId : ''));
  }

  /** Form fields: status (paid, failed, canceled, expired, open) and, when the payment has no method yet, method. */
  @Post(':paymentId')
  async choose(
    @Param('paymentId') paymentId: string,
    @Body() form: Record<string, unknown> | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const result = await this.sandbox.choose(PAYMENT_ID.test(paymentId) ? paymentId : '', form?.status, form?.method);
    this.send(reply, result);
  }

  private send(reply: FastifyReply, result: CheckoutResult): void {
    void reply.header('cache-control', 'no-store');
    if (result.kind === 'redirect') {
      void reply.status(303).header('location', result.location).send();
      return;
    }
    // The page posts to itself, then the browser follows a redirect to the shop's redirectUrl:
    // form-action must allow that origin (browsers check redirects after a form submission).
    const redirectOrigin = result.redirectUrl ? new URL(result.redirectUrl).origin : '';
    void reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${redirectOrigin}`.trim() +
          "; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(result.html);
  }
}
