import { Injectable } from '@nestjs/common';
import { GetUserService, type User } from '../../identity/index.js';
import { type BillingSnapshot, RenewalOrders, type ShippingSnapshot } from '../../ordering/index.js';
import type { SubscriptionSnapshot } from '../domain/subscription.js';
import type { MailRecipient } from './subscription-mails.js';

export interface Subscriber {
  recipient: MailRecipient;
  billing: BillingSnapshot;
  shipping: ShippingSnapshot;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const pick = (preferred: string | null | undefined, fallback: string | undefined): string =>
  filled(preferred) ? preferred.trim() : (fallback ?? '');

/**
 * Who a renewal is for, as of today (docs/design/subscriptions.md: the customer's CURRENT shipping address): the
 * profile's name, e-mail, phone and address, completed from the first order's snapshot where the
 * profile leaves a field empty. Null when the account no longer exists.
 */
@Injectable()
export class SubscriberAddresses {
  constructor(
    private readonly users: GetUserService,
    private readonly orders: RenewalOrders,
  ) {}

  async of(subscription: SubscriptionSnapshot): Promise<Subscriber | null> {
    let user: User;
    try {
      user = await this.users.execute(subscription.customerId);
    } catch {
      return null;
    }
    const first = await this.orders.find(subscription.firstOrderId);
    const address = user.address;
    const profileAddress = filled(address.street) && filled(address.postalCode) && filled(address.city);
    const street = [address.street, address.address2].filter(filled).join(', ');
    const billing: BillingSnapshot = {
      firstName: pick(user.firstName, first?.billing.firstName),
      lastName: pick(user.lastName, first?.billing.lastName),
      email: user.email,
      phone: pick(user.phone, first?.billing.phone),
      address: profileAddress ? street : (first?.billing.address ?? ''),
      postalCode: profileAddress ? address.postalCode : (first?.billing.postalCode ?? ''),
      city: profileAddress ? address.city : (first?.billing.city ?? ''),
      country: profileAddress ? pick(address.country, 'BE') : (first?.billing.country ?? 'BE'),
    };
    const { email: _email, phone: _phone, ...billingAddress } = billing;
    const shipping: ShippingSnapshot = profileAddress ? billingAddress : (first?.shipping ?? billingAddress);
    return { recipient: { email: user.email, firstName: billing.firstName }, billing, shipping };
  }
}
