import { BadRequestException, HttpException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { DomainError } from '../domain-error.js';
import { mapError } from './error-mapping.js';
import { ValidationFailedError } from './validation-failed.error.js';

describe('mapError (the one error → HTTP mapping)', () => {
  it('maps domain errors by kind, keeping their code and French message', () => {
    expect(mapError(new DomainError('PRODUCT_NOT_FOUND', 'Produit non trouvé', 'not-found')).body).toEqual({
      statusCode: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Produit non trouvé',
    });
    expect(
      mapError(new DomainError('ORDER_INVALID_TRANSITION', 'Transition impossible', 'conflict')).body.statusCode,
    ).toBe(409);
    expect(mapError(new DomainError('X', 'x', 'forbidden')).body.statusCode).toBe(403);
    expect(mapError(new DomainError('X', 'x', 'unauthenticated')).body.statusCode).toBe(401);
    expect(mapError(new DomainError('X', 'x', 'too-many-requests')).body.statusCode).toBe(429);
    expect(mapError(new DomainError('X', 'x', 'unavailable')).body.statusCode).toBe(503);
    expect(mapError(new DomainError('X', 'x')).body.statusCode).toBe(400);
  });

  it('turns validation errors into VALIDATION_FAILED with errors per field', () => {
    const { body } = mapError(new ValidationFailedError({ sort: ['Le tri est invalide'] }));
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Valeur invalide pour « sort » : Le tri est invalide',
      errors: { sort: ['Le tri est invalide'] },
    });
    expect(mapError(new ValidationFailedError({ a: ['x'], b: ['y'] })).body.message).toBe(
      'Certaines valeurs sont invalides : a, b',
    );
  });

  it('replaces English framework messages with French ones', () => {
    expect(mapError(new NotFoundException('Cannot GET /api/nope')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Ressource introuvable',
    });
    expect(mapError(new BadRequestException('Bad things')).body.message).toBe('Requête invalide');
    expect(mapError(new PayloadTooLargeException()).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(mapError(new HttpException({ code: 'OWN_CODE', message: 'Message à nous' }, 409)).body).toEqual({
      statusCode: 409,
      code: 'OWN_CODE',
      message: 'Message à nous',
    });
  });

  it('recognises Fastify errors (bad JSON, body too large, media type)', () => {
    const fastifyError = (code: string, statusCode: number) =>
      Object.assign(new Error('english'), { code, statusCode });
    expect(mapError(fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400)).body).toMatchObject({
      statusCode: 400,
      code: 'INVALID_JSON',
    });
    expect(mapError(fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413)).body).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(
      mapError(new HttpException('x', 415, { cause: fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415) })).body,
    ).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('hides unexpected errors behind a French 500 without stack or details', () => {
    const mapped = mapError(new TypeError('secret internals at /src/file.ts:12'));
    expect(mapped.unexpected).toBe(true);
    expect(mapped.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    });
    expect(JSON.stringify(mapError('a string').body)).not.toContain('string');
  });

  it('answers 503 with Retry-After, never 500, when the database or Redis is out of reach', () => {
    const lost = Object.assign(new Error('Query failed'), {
      driverError: new Error('Connection terminated unexpectedly'),
    });
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const poolTimeout = new Error('timeout exceeded when trying to connect');
    const hung = Object.assign(new Error('Query failed'), { driverError: new Error('Query read timeout') });
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const redis = Object.assign(new Error('Connection is closed.'), { name: 'Error' });
    const released = Object.assign(new Error('Query runner already released.'), {
      name: 'QueryRunnerAlreadyReleasedError',
    });
    for (const error of [lost, starting, shutdown, refused, poolTimeout, hung, cancelled, redis, released]) {
      const mapped = mapError(error);
      expect(mapped).toMatchObject({ unexpected: false, retryAfterSeconds: 5 });
      expect(mapped.body).toMatchObject({ statusCode: 503 });
      expect(mapped.body.message).toMatch(/momentanément indisponible/);
      expect(JSON.stringify(mapped.body)).not.toMatch(/ECONNREFUSED|terminated|5432/);
    }
    expect(mapError(Object.assign(new Error('duplicate key'), { code: '23505' })).body.statusCode).toBe(500);
  });
});
