import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'nestjs-pino';

/**
 * Nest's own inventory at start (each module loaded, each route mapped, "started") goes to the log at
 * debug level: at the default level (info) a start prints what a person needs (main.ts: where the shop
 * is, the mail inbox), not a hundred lines. LOG_LEVEL=debug shows the inventory again.
 */
const NEST_START_INVENTORY = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

export class QuietStartLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && NEST_START_INVENTORY.has(context)) this.logger.debug(message, ...rest);
    else this.logger.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.verbose(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal(message, ...rest);
  }
}
