import { AsyncLocalStorage } from 'node:async_hooks'

/** A libsql transaction (or a savepoint inside one) while this process holds it. */
export type HeldTransaction = {
  readonly execute: (statement: string | { sql: string; args?: unknown }, args?: unknown) => Promise<unknown>
  readonly executeMultiple: (sql: string) => Promise<unknown>
  /** False once committed, rolled back or closed. */
  readonly isOpen: () => boolean
  /** The transaction this one is a savepoint of. */
  readonly parent?: HeldTransaction
}

type Scope = {
  /** The transaction begun in this scope, once it is open. */
  own?: HeldTransaction
  /** The transaction that was open in the async context where this scope began. */
  readonly enclosing?: HeldTransaction
}

/**
 * Remembers which async context began which transaction. Payload begins a transaction and then, in
 * the same async context, sometimes writes outside it (forgot-password reserves its rate window with
 * a request whose transaction is removed; hooks and mail adapters call the Local API without `req`).
 * Such a statement must run inside the held transaction: waiting for the process's write lock would
 * mean waiting for itself, and another SQLite connection would meet the transaction's write lock.
 */
export class TransactionScopes {
  readonly #storage = new AsyncLocalStorage<Scope>()

  /**
   * Marks the caller's async context, from here on, as the context of a transaction about to begin.
   * Must be called synchronously where the transaction is begun (before any await), so that the
   * code that asked for it, and everything it starts afterwards, sees the scope.
   */
  enter(): void {
    this.#storage.enterWith({ enclosing: this.active() })
  }

  /** Records the transaction begun in the current scope (no-op outside any scope). */
  hold(transaction: HeldTransaction): void {
    const scope = this.#storage.getStore()
    if (scope) scope.own = transaction
  }

  /** The innermost open transaction of the current async context, if any. */
  active(): HeldTransaction | undefined {
    const scope = this.#storage.getStore()
    return firstOpen(scope?.own) ?? firstOpen(scope?.enclosing)
  }
}

function firstOpen(transaction: HeldTransaction | undefined): HeldTransaction | undefined {
  for (let at = transaction; at; at = at.parent) {
    if (at.isOpen()) return at
  }
  return undefined
}
