import { Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../../../config/app-config.js';
import { RedisUnavailableError } from '../../../shared/redis-unavailable.error.js';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Fixed window per key: INCR, expiry set on the first hit; answers [hits, milliseconds left]. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/**
 * Where rate-limit counters live: Redis (REDIS_URL, shared by every instance) or this process's
 * memory. Should a configured Redis be unreachable, the rate-limited request answers 503 with
 * Retry-After (docs/design/resilience.md: an outage is a 503, never a 500, and never a limit silently switched off);
 * the client reconnects by itself (ioredis) and the next request after Redis's return is counted again.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Limites');
  private readonly memory = new ThrottlerStorageService();
  private readonly redis: Redis | undefined;

  constructor(config: AppConfig) {
    if (config.redisUrl) {
      // No offline queue and a command timeout: while Redis is away a request fails at once (503) instead
      // of waiting for a reconnection; ioredis reconnects in the background (every 2 s at most).
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 2_000,
        connectTimeout: 2_000,
        retryStrategy: (attempts) => Math.min(attempts * 100, 2_000),
      });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis indisponible : ${error.message}`));
    }
  }

  async onModuleInit(): Promise<void> {
    // Redis away at start-up does not stop the shop: ioredis keeps trying, rate-limited routes answer 503 meanwhile.
    await this.redis?.connect().catch((error: Error) => this.logger.warn(`Redis indisponible : ${error.message}`));
  }

  get backend(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    if (!this.redis) return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    try {
      const [hits, left] = (await this.redis.eval(INCREMENT, 1, `boxshop:rl:${throttlerName}:${key}`, ttl)) as [
        number,
        number,
      ];
      const seconds = Math.max(1, Math.ceil(left / 1000));
      const isBlocked = hits > limit;
      return { totalHits: hits, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
    } catch (error) {
      // Whatever Redis answered (gone, refusing writes…), the limit cannot be checked: the error contract
      // answers the cache outage (503, Retry-After).
      throw new RedisUnavailableError(error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.memory.onApplicationShutdown();
    if (this.redis) {
      await this.redis.quit().catch(() => undefined);
      this.redis.disconnect();
    }
  }
}

@Module({ providers: [RateLimitStorage], exports: [RateLimitStorage] })
export class RateLimitStorageModule {}
