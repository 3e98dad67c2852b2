import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The time by which the request being served stops waiting for what it need not wait for (ADR 017):
 * the after-effects of its change (an e-mail, a refund asked), which the effects worker performs
 * anyway. A request whose command took long (a queue of writers for the last car, a busy machine)
 * then answers when its time is up instead of adding the effects' own 5 s on top, so a database
 * that stalls just after the command cannot keep it past its budget. Work outside a request (the
 * effects worker, a script, a test calling a command) has no deadline, nor has what a request
 * leaves running once it has answered (a timer it started lives in its context).
 *
 * The storage lives on globalThis: a bundle may hold several copies of this module (a route's and
 * a command's), and they must see the same deadline.
 */
const SLOT = Symbol.for('vegur.request.deadline')

type Deadline = {
  /** performance.now() by which the request stops waiting. */
  readonly answerBy: number
  /** Set once the request has answered: work it left running (or timers it started) waits as it likes. */
  isOver: boolean
}

function deadlines(): AsyncLocalStorage<Deadline> {
  const global = globalThis as Record<symbol, AsyncLocalStorage<Deadline> | undefined>
  global[SLOT] ??= new AsyncLocalStorage<Deadline>()
  return global[SLOT]
}

/**
 * How long after it arrived a request stops waiting for the after-effects of its change (they carry
 * on without it), so it answers within its budget even when its command took long (ADR 017).
 */
export const REQUEST_WAITS_MS = 7_000

/** Runs a request's `work` (an API handler, a form's server action) with its REQUEST_WAITS_MS. */
export function withinRequestTime<T>(work: () => Promise<T>): Promise<T> {
  return withRequestDeadline(REQUEST_WAITS_MS, work)
}

/** Runs `work` with waits ending `ms` from now (an outer, earlier deadline stays). */
export async function withRequestDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const outer = current()
  const answerBy = performance.now() + ms
  const deadline: Deadline = { answerBy: outer ? Math.min(outer.answerBy, answerBy) : answerBy, isOver: false }
  try {
    return await deadlines().run(deadline, work)
  } finally {
    deadline.isOver = true
  }
}

/** `ms`, or what is left of the request's time when that is less (never below 0). */
export function waitWithinRequest(ms: number, now = performance.now()): number {
  const deadline = current()
  return deadline ? Math.max(0, Math.min(ms, deadline.answerBy - now)) : ms
}

function current(): Deadline | undefined {
  const deadline = deadlines().getStore()
  return deadline && !deadline.isOver ? deadline : undefined
}
