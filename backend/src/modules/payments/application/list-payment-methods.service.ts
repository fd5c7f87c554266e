import { Injectable } from '@nestjs/common';
import { type ListMethodsQuery, PaymentGateway, type PaymentMethod } from '../domain/payment-gateway.js';

/** The payment methods to offer at checkout (cached 5 minutes by the gateway). */
@Injectable()
export class ListPaymentMethodsService {
  constructor(private readonly gateway: PaymentGateway) {}

  execute(query: ListMethodsQuery): Promise<PaymentMethod[]> {
    return this.gateway.listMethods(query);
  }
}
