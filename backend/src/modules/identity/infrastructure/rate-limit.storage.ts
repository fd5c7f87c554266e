import { Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../../../config/app-config.js';

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
 * memory. Should Redis be unreachable, requests are let through with a warning rather than failing.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('Limites');
  private readonly memory = new ThrottlerStorageService();
  private readonly redis: Redis | undefined;

  constructor(config: AppConfig) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: true });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis indisponible : ${error.message}`));
    }
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
      this.logger.warn(`Limite non vérifiée (Redis) : ${(error as Error).message}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
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
