import { describe, expect, it } from 'vitest'

import { databaseOutageReason } from './database-outage'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

/** What Drizzle throws: the statement and its parameters in the message, the driver's error as cause. */
const drizzleFailure = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "bookings" where "voucher" = $1\nparams: ABC123'), {
    cause,
  })

describe('databaseOutageReason', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'ECONNREFUSED'],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET'), 'ECONNRESET'],
    ['a network timeout', withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT'), 'ETIMEDOUT'],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'), 'ENOTFOUND'],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014'), '57014'],
    ['a lock timeout', withCode('canceling statement due to lock timeout', '55P03'), '55P03'],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01'), '57P01'],
    ['a server starting up', withCode('the database system is starting up', '57P03'), '57P03'],
    ['too many connections', withCode('sorry, too many clients already', '53300'), '53300'],
    [
      'an idle transaction ended',
      withCode('terminating connection due to idle-in-transaction timeout', '25P03'),
      '25P03',
    ],
    ['a connection exception', withCode('connection failure', '08006'), '08006'],
    ['a deadlock', withCode('deadlock detected', '40P01'), '40P01'],
    ['SQLite busy', withCode('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'), 'SQLITE_BUSY'],
    ['SQLite busy (snapshot)', withCode('database is locked', 'SQLITE_BUSY_SNAPSHOT'), 'SQLITE_BUSY'],
  ])('recognises %s by its code', (_, error, reason) => {
    expect(databaseOutageReason(error)).toBe(reason)
  })

  it.each([
    ['Connection terminated unexpectedly', 'connection-terminated'],
    ['Connection terminated', 'connection-terminated'],
    ['Connection terminated due to connection timeout', 'connect-timeout'],
    ['timeout exceeded when trying to connect', 'pool-timeout'],
    ['no free connection while the database answers nothing (3000 ms)', 'database-silent'],
    ['Query read timeout', 'query-timeout'],
    ['timeout expired', 'connect-timeout'],
    ['Client has encountered a connection error and is not queryable', 'connection-lost'],
    ['Cannot use a pool after calling end on the pool', 'pool-ended'],
    ['Error: cannot connect to Postgres: connect ECONNREFUSED 127.0.0.1:5432', 'connect-failed'],
    ['SQLite write lock not acquired within 15000 ms (a write nested in another transaction?)', 'SQLITE_BUSY'],
    ['Error: cannot begin transaction: timeout exceeded when trying to connect', 'pool-timeout'],
    ['Error: cannot begin transaction: Connection terminated unexpectedly', 'connection-terminated'],
    ['Error: cannot begin transaction: Failed query: begin\nparams: ', 'begin-failed'],
  ])('recognises "%s" by its message', (message, reason) => {
    expect(databaseOutageReason(new Error(message))).toBe(reason)
  })

  it('looks through Drizzle’s wrapping to the driver’s error', () => {
    expect(databaseOutageReason(drizzleFailure(new Error('Connection terminated unexpectedly')))).toBe(
      'connection-terminated',
    )
    expect(databaseOutageReason(drizzleFailure(withCode('canceling statement', '57014')))).toBe('57014')
  })

  it('looks into every error of an AggregateError (one per address of the host)', () => {
    const refused = new AggregateError(
      [
        withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
        withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      ],
      '',
    )
    expect(databaseOutageReason(refused)).toBe('ECONNREFUSED')
  })

  it('follows a chain of causes, but not for ever', () => {
    const deep = (levels: number): Error =>
      levels === 0 ? new Error('Query read timeout') : new Error('wrapped', { cause: deep(levels - 1) })
    expect(databaseOutageReason(deep(5))).toBe('query-timeout')
    expect(databaseOutageReason(deep(20))).toBeUndefined()
    const looped: Error & { cause?: unknown } = new Error('loop')
    looped.cause = looped
    expect(databaseOutageReason(looped)).toBeUndefined()
  })

  it.each([
    ['a unique violation', drizzleFailure(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a validation error', Object.assign(new Error('The following field is invalid: email'), { status: 400 })],
    ['SQL that merely mentions a timeout', new Error('Failed query: select 1 as "Connection terminated"\nparams: ')],
    ['a BEGIN that failed for another reason', new Error('Error: cannot begin transaction: syntax error')],
    ['a nested BEGIN on SQLite', new Error('Error: cannot begin transaction: Failed query: begin immediate\nparams: ')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
    ['null', null],
  ])('does not take %s for an outage', (_, error) => {
    expect(databaseOutageReason(error)).toBeUndefined()
  })
})
