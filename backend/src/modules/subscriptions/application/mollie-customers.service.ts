import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock.js';
import { PaymentGateway } from '../../payments/index.js';
import { MollieCustomerRepository } from './ports/mollie-customer.repository.js';

/** Who the Mollie customer is made for. */
export interface MollieCustomerOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The Mollie customer of one of our customers: made once (Mollie's Idempotency-Key derived from our
 * customer id, so two checkouts at once make one), kept in `mollie_customers`, then reused for every
 * subscription's first payment.
 */
@Injectable()
export class MollieCustomersService {
  constructor(
    private readonly customers: MollieCustomerRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
  ) {}

  async ensure(owner: MollieCustomerOwner): Promise<string> {
    const known = await this.customers.find(owner.id);
    if (known) return known;
    const created = await this.gateway.createCustomer({
      name: `${owner.firstName} ${owner.lastName}`.trim() || owner.email,
      email: owner.email,
      metadata: { customerId: owner.id },
      idempotencyKey: `customer-${owner.id}`,
    });
    return this.customers.keep(owner.id, created.id, this.clock.now());
  }
}
