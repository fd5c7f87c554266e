import { Injectable } from '@nestjs/common';
import { type CustomerId, PaidOrderLookup } from '../application/paid-order-lookup.js';

/**
 * Stand-in while the shop has no orders: nobody has a paid order yet, so BIENVENUE is open to all.
 * Replaced by the ordering module's implementation (bound in cart-pricing.module.ts) once orders exist.
 */
@Injectable()
export class NoPaidOrderLookup extends PaidOrderLookup {
  hasPaidOrder(_customerId: CustomerId): Promise<boolean> {
    return Promise.resolve(false);
  }
}
