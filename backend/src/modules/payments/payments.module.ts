import fs from 'node:fs';
import path from 'node:path';
import { type DynamicModule, Logger, Module, type Provider, type Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { Clock } from '../../shared/clock.js';
import { ListPaymentMethodsService } from './application/list-payment-methods.service.js';
import { PaymentGateway } from './domain/payment-gateway.js';
import { MollieMethodsController } from './http/mollie-methods.controller.js';
import { SandboxCheckoutController } from './http/sandbox-checkout.controller.js';
import { SandboxPaymentStateController } from './http/sandbox-payment-state.controller.js';
import { MolliePaymentGateway } from './infrastructure/mollie-payment-gateway.js';
import { MollieSandbox, SANDBOX_API_KEY, SANDBOX_FILE_NAME } from './infrastructure/sandbox/mollie-sandbox.js';
import { RemoteSandboxControl } from './infrastructure/sandbox/remote-sandbox-control.js';
import { SandboxControl } from './infrastructure/sandbox/sandbox-control.js';
import { UnavailablePaymentGateway } from './infrastructure/unavailable-payment-gateway.js';

/**
 * - 'mollie': MOLLIE_API_KEY is set, the real Mollie API.
 * - 'shared-sandbox': no key outside production, MOLLIE_API_URL set: the sandbox every instance shares
 *   (`npm run mollie:sandbox`), trusted through MOLLIE_SANDBOX_CA_FILE.
 * - 'sandbox': no key outside production: a Mollie sandbox inside this process (docs/design/payments.md).
 * - 'unavailable': no key in production: the sandbox refuses to run, payment calls answer 503.
 */
export type PaymentsMode = 'mollie' | 'shared-sandbox' | 'sandbox' | 'unavailable';

export function paymentsMode(
  config: Pick<AppConfig, 'mollieApiKey' | 'isProduction'> & Partial<Pick<AppConfig, 'mollieApiUrl'>>,
): PaymentsMode {
  if (config.mollieApiKey) return 'mollie';
  if (config.isProduction) return 'unavailable';
  return config.mollieApiUrl ? 'shared-sandbox' : 'sandbox';
}

/** The shared sandbox's certificate, read at start; a missing file stops the start with its name. */
function readSandboxCertificate(file: string): string {
  try {
    const pem = fs.readFileSync(file, 'utf8');
    if (pem.includes('BEGIN CERTIFICATE')) return pem;
  } catch {
    // below
  }
  throw new Error(
    `MOLLIE_SANDBOX_CA_FILE : certificat du bac à sable Mollie introuvable ou illisible (${file}). ` +
      'Démarrez d’abord le bac à sable (npm run mollie:sandbox), qui l’écrit, ou indiquez son chemin.',
  );
}

/** Where the sandbox's hosted checkout pages live, on the shop's own origin (see SandboxCheckoutController). */
export function sandboxCheckoutBaseUrl(publicUrl: string): string {
  return `${publicUrl}/api/mollie/sandbox/checkout`;
}

/**
 * Payments: the PaymentGateway port bound to Mollie (or its local sandbox), GET /api/mollie/methods,
 * and, in sandbox mode only, the sandbox's HTTPS API and its checkout page. Exports PaymentGateway.
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const mode = paymentsMode(config);
    const controllers: Type[] = [MollieMethodsController];
    const providers: Provider[] = [ListPaymentMethodsService];
    const logger = new Logger('Paiements');

    if (mode === 'shared-sandbox') {
      const apiUrl = config.mollieApiUrl!;
      const certificatePem = readSandboxCertificate(config.mollieSandboxCaFile);
      controllers.push(SandboxCheckoutController, SandboxPaymentStateController);
      providers.push(
        {
          provide: SandboxControl,
          useFactory: () => new RemoteSandboxControl(apiUrl, certificatePem, SANDBOX_API_KEY),
        },
        {
          provide: PaymentGateway,
          inject: [Clock],
          useFactory: (clock: Clock) => {
            logger.log(`Bac à sable Mollie partagé : ${apiUrl}`);
            return new MolliePaymentGateway({
              apiKey: SANDBOX_API_KEY,
              apiEndpoint: apiUrl,
              // Only in sandbox mode, and only the sandbox's own certificate (docs/design/payments.md).
              extraCaCertificates: [certificatePem],
              clock,
            });
          },
        },
      );
    } else if (mode === 'sandbox') {
      controllers.push(SandboxCheckoutController, SandboxPaymentStateController);
      providers.push(
        { provide: SandboxControl, useExisting: MollieSandbox },
        {
          provide: MollieSandbox,
          inject: [Clock],
          useFactory: (clock: Clock) => {
            const sandboxLogger = new Logger('Bac à sable Mollie');
            return MollieSandbox.start({
              clock,
              nodeEnv: config.nodeEnv,
              port: config.mollieSandboxPort,
              checkoutBaseUrl: sandboxCheckoutBaseUrl(config.publicUrl),
              stateFile: path.join(config.dataDir, SANDBOX_FILE_NAME),
              log: { info: (message) => sandboxLogger.log(message), warn: (message) => sandboxLogger.warn(message) },
            });
          },
        },
        {
          provide: PaymentGateway,
          inject: [MollieSandbox, Clock],
          useFactory: (sandbox: MollieSandbox, clock: Clock) =>
            new MolliePaymentGateway({
              apiKey: SANDBOX_API_KEY,
              apiEndpoint: sandbox.apiEndpoint,
              // Only in sandbox mode, and only the sandbox's own certificate (docs/design/payments.md).
              extraCaCertificates: [sandbox.certificatePem],
              clock,
            }),
        },
      );
    } else if (mode === 'mollie') {
      const apiKey = config.mollieApiKey!;
      providers.push({
        provide: PaymentGateway,
        inject: [Clock],
        useFactory: (clock: Clock) => new MolliePaymentGateway({ apiKey, clock }),
      });
    } else {
      providers.push({
        provide: PaymentGateway,
        useFactory: () => {
          logger.warn(
            'MOLLIE_API_KEY absent en production : le bac à sable Mollie est refusé, les paiements sont indisponibles (503).',
          );
          return new UnavailablePaymentGateway();
        },
      });
    }

    // In sandbox modes the sandbox's controls are exported (the dev renewal hook settles recurring payments
    // with changeState), and the in-process sandbox itself (tests reach its store).
    return {
      module: PaymentsModule,
      controllers,
      providers,
      exports:
        mode === 'sandbox'
          ? [PaymentGateway, MollieSandbox, SandboxControl]
          : mode === 'shared-sandbox'
            ? [PaymentGateway, SandboxControl]
            : [PaymentGateway],
    };
  }
}
