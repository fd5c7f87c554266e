import { ApiProperty } from '@nestjs/swagger';
import { ErrorResponse } from '../shared/http/error-response.js';

/** 503 of GET /api/health: the error contract, then what the probe found. */
export class LivenessFailureResponse extends ErrorResponse {
  @ApiProperty({ enum: ['error'] }) status!: 'error';
  @ApiProperty({ enum: ['down'] }) database!: 'down';
}

/** 503 of GET /api/health/ready: the error contract, then what the probe found. */
export class ReadinessFailureResponse extends ErrorResponse {
  @ApiProperty({ enum: ['not-ready'] }) status!: 'not-ready';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['done', 'pending', 'unknown'] }) migrations!: 'done' | 'pending' | 'unknown';
  @ApiProperty() draining!: boolean;
}
