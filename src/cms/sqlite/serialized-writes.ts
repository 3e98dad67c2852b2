import { AsyncLock } from './async-lock'
import { TransactionScopes, type HeldTransaction } from './transaction-scope'

type Statement = string | { sql: string; args?: unknown }

export type Transaction = {
  execute: (statement: Statement, args?: unknown) => Promise<unknown>
  batch: (statements: Statement[]) => Promise<unknown[]>
  executeMultiple: (sql: string) => Promise<unknown>
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}

export type LibsqlClient = {
  execute: (statement: Statement, args?: unknown) => Promise<unknown>
  batch: (statements: Statement[], mode?: 'write' | 'read' | 'deferred') => Promise<unknown[]>
  executeMultiple: (sql: string) => Promise<unknown>
  migrate: (statements: Statement[]) => Promise<unknown[]>
  transaction: (mode?: 'write' | 'read' | 'deferred') => Promise<Transaction>
}

const READ_ONLY = /^\s*(select|pragma|explain)\b/i

/** A write that waits longer than this is almost surely nested inside the transaction it waits for. */
const LOCK_WAIT_MS = 15_000

/**
 * The local libsql client runs SQLite synchronously on the event loop, so a writer that waits for
 * another connection's lock blocks the very thread that would release it: in one process, SQLite's
 * busy timeout cannot help and concurrent transactions fail with SQLITE_BUSY. This serializes the
 * process's writes (transactions and stray write statements) behind one async lock, while reads go
 * straight through (WAL readers never wait). The busy timeout still covers other processes; it is
 * set on every connection, as libsql opens a fresh one after handing its connection to a transaction.
 *
 * A statement or transaction issued from the async context of a transaction this process holds
 * (see TransactionScopes) never waits for the lock: it runs inside that transaction, a nested
 * transaction as a savepoint, so Payload's own transactions cannot wait on themselves.
 */
export function serializeWrites(
  client: LibsqlClient,
  busyTimeoutMs: number,
  scopes: TransactionScopes = new TransactionScopes(),
): void {
  const lock = new AsyncLock()
  const pragma = `PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`
  const original = {
    execute: client.execute.bind(client),
    batch: client.batch.bind(client),
    executeMultiple: client.executeMultiple.bind(client),
    migrate: client.migrate.bind(client),
    transaction: client.transaction.bind(client),
  }
  let isConnectionFresh = false
  // Statements run synchronously inside libsql's async methods, so this pragma reaches a new
  // connection before the statement that follows it.
  const prepareConnection = () => {
    if (!isConnectionFresh) return
    isConnectionFresh = false
    void original.execute(pragma)
  }
  const serialized = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await acquireWithin(lock, LOCK_WAIT_MS)
    try {
      prepareConnection()
      return await work()
    } finally {
      release()
    }
  }
  const statementText = (statement: Statement) => (typeof statement === 'string' ? statement : statement.sql)

  client.execute = (statement, args) => {
    const held = scopes.active()
    if (held) return held.execute(statement, args)
    if (READ_ONLY.test(statementText(statement))) {
      prepareConnection()
      return original.execute(statement, args)
    }
    return serialized(() => original.execute(statement, args))
  }
  client.batch = (statements, mode) => {
    const held = scopes.active()
    if (held) return batchInSavepoint(held, statements)
    return serialized(() => original.batch(statements, mode))
  }
  client.executeMultiple = (sql) => {
    const held = scopes.active()
    if (held) return held.executeMultiple(sql)
    return serialized(() => original.executeMultiple(sql))
  }
  client.migrate = (statements) => serialized(() => original.migrate(statements))
  client.transaction = async (mode) => {
    const enclosing = scopes.active()
    if (enclosing) {
      const savepoint = await openSavepoint(enclosing)
      scopes.hold(savepoint.held)
      return savepoint.transaction
    }
    const release = await acquireWithin(lock, LOCK_WAIT_MS)
    try {
      prepareConnection()
      const transaction = await original.transaction(mode)
      isConnectionFresh = true
      const tracked = tracking(transaction, release)
      scopes.hold(tracked.held)
      return tracked.transaction
    } catch (error) {
      release()
      throw error
    }
  }
}

/** Turns a deadlock (a write waiting for the transaction around it) into an error instead of a hang. */
async function acquireWithin(lock: AsyncLock, timeoutMs: number): Promise<() => void> {
  const acquired = lock.acquire()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Pass the lock on as soon as it comes, so the queue keeps moving.
      void acquired.then((release) => release())
      reject(
        new Error(`SQLite write lock not acquired within ${timeoutMs} ms (a write nested in another transaction?)`),
      )
    }, timeoutMs)
  })
  try {
    return await Promise.race([acquired, timedOut])
  } finally {
    clearTimeout(timer)
  }
}

type Tracked = { readonly transaction: Transaction; readonly held: HeldTransaction }

/** Savepoints of one transaction are opened one at a time, so that siblings never interleave. */
const savepointLocks = new WeakMap<HeldTransaction, AsyncLock>()
let savepointCount = 0

/** Wraps `transaction` so that its end releases the write lock and marks it closed for the scopes. */
function tracking(transaction: Transaction, release: () => void, parent?: HeldTransaction): Tracked {
  let isOpen = true
  const end = () => {
    isOpen = false
    release()
  }
  const { commit, rollback, close } = {
    commit: transaction.commit.bind(transaction),
    rollback: transaction.rollback.bind(transaction),
    close: transaction.close.bind(transaction),
  }
  transaction.commit = () => commit().finally(end)
  transaction.rollback = () => rollback().finally(end)
  transaction.close = () => {
    try {
      close()
    } finally {
      end()
    }
  }
  const held: HeldTransaction = {
    execute: (statement, args) => transaction.execute(statement as Statement, args),
    executeMultiple: (sql) => transaction.executeMultiple(sql),
    isOpen: () => isOpen,
    parent,
  }
  return { transaction, held }
}

/** A transaction nested in `parent`: a SAVEPOINT that commits with RELEASE and rolls back to itself. */
async function openSavepoint(parent: HeldTransaction): Promise<Tracked> {
  let siblings = savepointLocks.get(parent)
  if (!siblings) {
    siblings = new AsyncLock()
    savepointLocks.set(parent, siblings)
  }
  const release = await acquireWithin(siblings, LOCK_WAIT_MS)
  savepointCount += 1
  const name = `vegur_nested_${savepointCount}`
  try {
    await parent.execute(`SAVEPOINT ${name}`)
  } catch (error) {
    release()
    throw error
  }
  // `tracked` (below) knows when the savepoint has ended; these run only after it exists.
  const isClosed = () => !tracked.held.isOpen()
  const checked = <T>(work: () => Promise<T>): Promise<T> =>
    isClosed() ? Promise.reject(new Error(`Savepoint ${name} is closed`)) : work()
  const rollback = async () => {
    await parent.execute(`ROLLBACK TO SAVEPOINT ${name}`)
    await parent.execute(`RELEASE SAVEPOINT ${name}`)
  }
  const savepoint: Transaction = {
    execute: (statement, args) => checked(() => parent.execute(statement, args)),
    batch: (statements) => checked(() => runEach(parent, statements)),
    executeMultiple: (sql) => checked(() => parent.executeMultiple(sql)),
    commit: () => checked(() => parent.execute(`RELEASE SAVEPOINT ${name}`).then(() => undefined)),
    rollback: () => checked(rollback),
    close: () => {
      if (!isClosed()) void rollback().catch(() => {})
    },
  }
  const tracked = tracking(savepoint, release, parent)
  return tracked
}

/** A batch inside a held transaction: all its statements or none (a savepoint around them). */
async function batchInSavepoint(held: HeldTransaction, statements: Statement[]): Promise<unknown[]> {
  const { transaction } = await openSavepoint(held)
  try {
    const results = await runEach(held, statements)
    await transaction.commit()
    return results
  } catch (error) {
    await transaction.rollback()
    throw error
  }
}

async function runEach(held: HeldTransaction, statements: Statement[]): Promise<unknown[]> {
  const results: unknown[] = []
  for (const statement of statements) results.push(await held.execute(statement))
  return results
}
