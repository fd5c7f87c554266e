import type { CheckoutResult } from './sandbox-checkout.js';
import type { SandboxStateChange } from './sandbox-recurring.js';

/**
 * What the shop's sandbox-only endpoints (the hosted checkout page on the shop's origin, Mollie's
 * test-mode changePaymentState) ask of the sandbox, wherever it runs: inside this process
 * (`MollieSandbox`) or as its own process (`npm run mollie:sandbox`, reached by `RemoteSandboxControl`).
 * Errors of the sandbox's API are thrown as MollieHttpError (404, 422).
 */
export abstract class SandboxControl {
  abstract checkoutPage(id: string): CheckoutResult | Promise<CheckoutResult>;
  abstract choose(id: string, choice: unknown, chosenMethod?: unknown): Promise<CheckoutResult>;
  abstract changeState(id: string, status: SandboxStateChange): Promise<Record<string, unknown>>;
  /**
   * Recurring payments created for this subscription from now until `releaseRecurring` are never
   * settled by the sandbox on its own (the test hook sets their outcome). Holds are counted.
   */
  abstract holdRecurring(subscriptionId: string): Promise<void>;
  abstract releaseRecurring(subscriptionId: string): Promise<void>;
}
