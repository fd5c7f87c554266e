import type {
  GatewayCustomer,
  GatewayMandate,
  GatewayPayment,
  GatewayRefund,
  PaymentMethod,
} from '../domain/payment-gateway.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { PaymentProviderUnavailableError } from '../domain/payment.errors.js';

/**
 * Production without MOLLIE_API_KEY: the sandbox refuses to run there, so every payment call answers
 * 503 in French (the shop still serves its catalogue). The module logs why at start.
 */
export class UnavailablePaymentGateway extends PaymentGateway {
  listMethods(): Promise<PaymentMethod[]> {
    return Promise.reject(new PaymentProviderUnavailableError('list-methods', 'MOLLIE_API_KEY manquant'));
  }
  createPayment(): Promise<GatewayPayment> {
    return Promise.reject(new PaymentProviderUnavailableError('create', 'MOLLIE_API_KEY manquant'));
  }
  getPayment(): Promise<GatewayPayment> {
    return Promise.reject(new PaymentProviderUnavailableError('get', 'MOLLIE_API_KEY manquant'));
  }
  cancelPayment(): Promise<GatewayPayment> {
    return Promise.reject(new PaymentProviderUnavailableError('cancel', 'MOLLIE_API_KEY manquant'));
  }
  createCustomer(): Promise<GatewayCustomer> {
    return Promise.reject(new PaymentProviderUnavailableError('customer', 'MOLLIE_API_KEY manquant'));
  }
  listMandates(): Promise<GatewayMandate[]> {
    return Promise.reject(new PaymentProviderUnavailableError('mandates', 'MOLLIE_API_KEY manquant'));
  }
  getMandate(): Promise<GatewayMandate | null> {
    return Promise.reject(new PaymentProviderUnavailableError('mandates', 'MOLLIE_API_KEY manquant'));
  }
  createRefund(): Promise<GatewayRefund> {
    return Promise.reject(new PaymentProviderUnavailableError('refund', 'MOLLIE_API_KEY manquant'));
  }
  listRefunds(): Promise<GatewayRefund[]> {
    return Promise.reject(new PaymentProviderUnavailableError('refunds', 'MOLLIE_API_KEY manquant'));
  }
}
