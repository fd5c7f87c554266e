import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../shared/http/outage.js';

const DATABASE_TIMEOUT_MS = 2_000;

@ApiTags('exploitation')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Vivacité du service et accès à la base de données' })
  @ApiOkResponse({ schema: { example: { status: 'ok', database: 'up' } } })
  @ApiServiceUnavailableResponse({
    schema: { example: { status: 'error', database: 'down', message: 'Base de données injoignable' } },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('délai dépassé')), DATABASE_TIMEOUT_MS).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      void reply.status(HttpStatus.SERVICE_UNAVAILABLE).header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return { status: 'error', database: 'down', message: 'Base de données injoignable' };
    }
  }
}
