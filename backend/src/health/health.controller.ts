import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Lifecycle } from '../shared/lifecycle.js';
import { ApiErrorResponses } from '../shared/http/error-response.js';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../shared/http/outage.js';
import { LivenessFailureResponse, ReadinessFailureResponse } from './health.responses.js';

const DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('délai dépassé')), DATABASE_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** A 503 body in the error contract ({statusCode, code, message}, French), with the probe's details after it. */
function unavailable(code: string, message: string): { statusCode: 503; code: string; message: string } {
  return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, code, message };
}

/**
 * Liveness (`/api/health`: the process answers and reaches its database — do not restart it on a 503,
 * take it out of the pool) and readiness (`/api/health/ready`: send it traffic — database reachable,
 * every migration of this code applied, not draining after SIGTERM).
 */
@ApiTags('exploitation')
@Controller('health')
export class HealthController {
  private migrationsDone = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Vivacité du service et accès à la base de données' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiErrorResponses({
    503: {
      description: 'DATABASE_UNAVAILABLE : base de données injoignable',
      type: LivenessFailureResponse,
      example: {
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Base de données injoignable',
        status: 'error',
        database: 'down',
      },
    },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return {
        ...unavailable('DATABASE_UNAVAILABLE', 'Base de données injoignable'),
        status: 'error',
        database: 'down',
      };
    }
  }

  @Get('ready')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Disponibilité : base joignable, migrations appliquées, instance pas en cours d'arrêt",
  })
  @ApiOkResponse({ schema: { example: { status: 'ready', database: 'up', migrations: 'done', draining: false } } })
  @ApiErrorResponses({
    503: {
      description: 'INSTANCE_DRAINING, DATABASE_UNAVAILABLE ou MIGRATIONS_PENDING',
      type: ReadinessFailureResponse,
      example: {
        statusCode: 503,
        code: 'INSTANCE_DRAINING',
        message: "Instance en cours d'arrêt",
        status: 'not-ready',
        database: 'up',
        migrations: 'done',
        draining: true,
      },
    },
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const draining = this.lifecycle.draining;
    let database: 'up' | 'down' = 'up';
    let migrations: 'done' | 'pending' | 'unknown' = this.migrationsDone ? 'done' : 'unknown';
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
      if (!this.migrationsDone) {
        const pending = await withTimeout(this.dataSource.showMigrations());
        this.migrationsDone = !pending;
        migrations = pending ? 'pending' : 'done';
      }
    } catch {
      database = 'down';
    }
    if (!draining && database === 'up' && migrations === 'done') {
      return { status: 'ready', database, migrations, draining };
    }
    void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    const why = draining
      ? unavailable('INSTANCE_DRAINING', "Instance en cours d'arrêt")
      : database === 'down'
        ? unavailable('DATABASE_UNAVAILABLE', 'Base de données injoignable')
        : unavailable('MIGRATIONS_PENDING', 'Migrations en attente');
    return { ...why, status: 'not-ready', database, migrations, draining };
  }
}
