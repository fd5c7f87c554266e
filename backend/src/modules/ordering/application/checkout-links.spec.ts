import type { AppConfig } from '../../../config/app-config.js';
import { CheckoutLinks } from './checkout-links.js';

const links = (publicUrl: string, mollieApiKey?: string) =>
  new CheckoutLinks({ publicUrl, mollieApiKey, isProduction: false } as AppConfig);

describe('CheckoutLinks', () => {
  it("always uses the shop's own origin for the redirect", () => {
    expect(links('https://boutique.example.be').redirectUrl('BP-20261121-AB12CD')).toBe(
      'https://boutique.example.be/payment-result?order=BP-20261121-AB12CD&origin=redirect',
    );
  });

  it('gives Mollie our webhook, except the real Mollie while the shop runs on this machine', () => {
    expect(links('https://boutique.example.be', 'test_abcdefghijklmnopqrstuvwxyz').webhookUrl()).toBe(
      'https://boutique.example.be/api/mollie/webhook',
    );
    expect(links('http://localhost:3000', 'test_abcdefghijklmnopqrstuvwxyz').webhookUrl()).toBeUndefined();
    expect(links('http://127.0.0.1:3000', 'test_abcdefghijklmnopqrstuvwxyz').webhookUrl()).toBeUndefined();
    // The local sandbox reaches localhost fine.
    expect(links('http://localhost:3000').webhookUrl()).toBe('http://localhost:3000/api/mollie/webhook');
  });
});
