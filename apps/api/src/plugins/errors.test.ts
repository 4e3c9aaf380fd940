import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseAppError } from './errors.ts';

/** A driver error as node-postgres, pg-pool or PGlite raise it, wrapped by Drizzle as its cause. */
function driverError(message: string, code?: string): Error {
  const error = Object.assign(new Error(message), code ? { code } : {});
  return new DrizzleQueryError('select 1', [], error);
}

describe('database errors', () => {
  it.each([
    ['connection refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', driverError('read ECONNRESET', 'ECONNRESET')],
    ['pool wait timeout', driverError('timeout exceeded when trying to connect')],
    ['connect timeout', driverError('Connection terminated due to connection timeout')],
    ['cut mid-query', driverError('Connection terminated unexpectedly')],
    ['client-side read timeout', driverError('Query read timeout')],
    [
      'a client no longer usable',
      driverError('Client has encountered a connection error and is not queryable'),
    ],
    ['statement timeout', driverError('canceling statement due to statement timeout', '57014')],
    ['admin shutdown', driverError('terminating connection due to administrator command', '57P01')],
    ['server starting up', driverError('the database system is starting up', '57P03')],
    ['connection failure class 08', driverError('connection failure', '08006')],
    ['too many connections', driverError('sorry, too many clients already', '53300')],
    ['PGlite closed', new Error('PGlite is closed')],
    [
      'several addresses refused',
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
    ],
  ])('%s answers 503 SERVICE_UNAVAILABLE with Retry-After', (_name, error) => {
    const appError = databaseAppError(error);
    expect(appError?.code).toBe('SERVICE_UNAVAILABLE');
    expect(appError?.status).toBe(503);
    expect(appError?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it.each([
    ['NUL byte', '22021'],
    ['untranslatable character', '22P05'],
    ['integer out of range', '22003'],
    ['value too long', '22001'],
    ['invalid text representation', '22P02'],
  ])('%s (%s) answers 400 VALIDATION_FAILED', (_name, code) => {
    expect(databaseAppError(driverError('refused', code))?.code).toBe('VALIDATION_FAILED');
  });

  it('answers a unique-index race with 409 CONFLICT', () => {
    expect(databaseAppError(driverError('duplicate key', '23505'))?.code).toBe('CONFLICT');
  });

  it('leaves other faults to the generic 500 (a bug is not the caller’s mistake)', () => {
    expect(databaseAppError(driverError('syntax error', '42601'))).toBeUndefined();
    expect(databaseAppError(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseAppError('a string')).toBeUndefined();
  });
});
