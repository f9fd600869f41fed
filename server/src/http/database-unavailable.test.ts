// Which failures count as "the database is unavailable" (503) rather than a bug (500); ADR 0007 adds the
// bounded waits. The pg messages are pg's own; Drizzle wraps them as the cause of its query error.
import { describe, expect, it } from 'vitest';
import { QUERY_READ_TIMEOUT_MESSAGE } from '../db/bounded-pool.ts';
import { isDatabaseUnavailable } from './errors.ts';

function postgresError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

const wrappedByDrizzle = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a query with no answer in time', new Error(QUERY_READ_TIMEOUT_MESSAGE)],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['a new connection that never finished its handshake', new Error('Connection terminated due to connection timeout')],
    ['a statement the server cancelled for its timeout', postgresError('57014', 'canceling statement due to statement timeout')],
    ['a connection pg has already given up', new Error('Client has encountered a connection error and is not queryable')],
  ])('counts %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrappedByDrizzle(error))).toBe(true);
  });

  it('does not count a cancel someone asked for, or an ordinary query error', () => {
    expect(isDatabaseUnavailable(postgresError('57014', 'canceling statement due to user request'))).toBe(false);
    expect(isDatabaseUnavailable(wrappedByDrizzle(postgresError('42703', 'column "nope" does not exist')))).toBe(false);
  });
});
