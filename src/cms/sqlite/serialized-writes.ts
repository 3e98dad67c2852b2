import { AsyncLock } from './async-lock'

type Statement = string | { sql: string; args?: unknown }

type Transaction = { commit: () => Promise<void>; rollback: () => Promise<void>; close: () => void }

export type LibsqlClient = {
  execute: (statement: Statement, args?: unknown) => Promise<unknown>
  batch: (...args: never[]) => Promise<unknown>
  executeMultiple: (sql: string) => Promise<unknown>
  migrate: (...args: never[]) => Promise<unknown>
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
 */
export function serializeWrites(client: LibsqlClient, busyTimeoutMs: number): void {
  const lock = new AsyncLock()
  const acquire = () => acquireWithin(lock, LOCK_WAIT_MS)
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
    const release = await acquire()
    try {
      prepareConnection()
      return await work()
    } finally {
      release()
    }
  }
  const statementText = (statement: Statement) => (typeof statement === 'string' ? statement : statement.sql)

  client.execute = (statement, args) => {
    if (READ_ONLY.test(statementText(statement))) {
      prepareConnection()
      return original.execute(statement, args)
    }
    return serialized(() => original.execute(statement, args))
  }
  client.batch = (...args) => serialized(() => original.batch(...args))
  client.executeMultiple = (sql) => serialized(() => original.executeMultiple(sql))
  client.migrate = (...args) => serialized(() => original.migrate(...args))
  client.transaction = async (mode) => {
    const release = await acquire()
    try {
      prepareConnection()
      const transaction = await original.transaction(mode)
      isConnectionFresh = true
      return releasingOnEnd(transaction, release)
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

function releasingOnEnd(transaction: Transaction, release: () => void): Transaction {
  const { commit, rollback, close } = {
    commit: transaction.commit.bind(transaction),
    rollback: transaction.rollback.bind(transaction),
    close: transaction.close.bind(transaction),
  }
  transaction.commit = () => commit().finally(release)
  transaction.rollback = () => rollback().finally(release)
  transaction.close = () => {
    try {
      close()
    } finally {
      release()
    }
  }
  return transaction
}
