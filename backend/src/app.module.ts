import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { CartPricingModule } from './modules/cart-pricing/cart-pricing.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OrderingModule } from './modules/ordering/ordering.module.js';
import { PaidOrdersModule } from './modules/ordering/paid-orders.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { RulesModule } from './modules/rules/rules.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { GiftCardsModule } from './modules/gift-cards/gift-cards.module.js';
import type { Clock } from './shared/clock.js';
import type { FaultPoints } from './shared/fault-points.js';
import { SharedModule } from './shared/shared.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** The PostgreSQL to use (DATABASE_URL, or the embedded server's URL). */
  databaseUrl: string;
  /** Tests pin time with a FixedClock (default: the system clock). */
  clock?: Clock;
  /** Fault-injection hooks of the tests (never in production). */
  faults?: FaultPoints;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, clock, faults }: AppModuleOptions): DynamicModule {
    // One payments module (one sandbox), shared with the ordering module.
    const payments = PaymentsModule.forRoot(config);
    // One cart-pricing module, told of paid orders by ordering's PaidOrdersModule; one ordering module,
    // pricing its checkouts with it, shared with subscriptions (docs/architecture.md, "Backend module map").
    const cartPricing = CartPricingModule.forRoot(PaidOrdersModule);
    const ordering = OrderingModule.forRoot(payments, cartPricing);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            // Fastify names each request (x-request-id or a UUID) and stores it on the raw request.
            genReqId: (req) => (req as { id?: string }).id ?? 'sans-id',
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              remove: true,
            },
            autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/health/ready' },
            customLogLevel: (_req, res, err) =>
              err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            serializers: {
              req: (req: { id: string; method: string; url: string }) => ({
                id: req.id,
                method: req.method,
                url: req.url,
              }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
          },
        }),
        SharedModule.forRoot(clock, faults),
        DatabaseModule.forRoot(databaseUrl, config.database),
        HealthModule,
        CatalogModule,
        NotificationsModule,
        IdentityModule,
        MediaModule,
        cartPricing,
        RulesModule,
        payments,
        ordering,
        SubscriptionsModule.forRoot(payments, ordering, config),
        GiftCardsModule.forRoot(ordering, cartPricing, payments),
        ScheduleModule.forRoot(),
      ],
    };
  }
}
