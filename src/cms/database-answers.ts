/**
 * Whether PostgreSQL is answering this process: a stalled database and a busy one look alike to a
 * timer (a wait runs long), but a busy one keeps answering someone's statements while a stalled one
 * answers nobody's. Waits that would otherwise give up after a fixed time (a free pool connection, a
 * key another writer holds) give up once the database has been silent for a while instead, and keep
 * waiting while it answers.
 *
 * The guarded pool (postgres-pool.ts) notes every statement it sends and every answer it gets: a
 * result or an error the server sent. A connection closed for want of an answer is no answer. The
 * state lives on globalThis, so every copy of this module a bundle holds sees the same.
 */

type AnswerState = {
  /** Statements sent and not yet settled. */
  outstanding: number
  /**
   * Since when statements have waited with no answer from the server in between (performance.now()):
   * set by the first statement sent after an answer (or ever), moved on by each answer while others
   * still wait, cleared by an answer that leaves none waiting. A statement given up unanswered (its
   * connection closed) leaves it as it is: the database has still not answered since.
   */
  waitingSince: number | undefined
}

const STATE = Symbol.for('vegur.database.answers')

function state(): AnswerState {
  const global = globalThis as Record<symbol, AnswerState | undefined>
  global[STATE] ??= { outstanding: 0, waitingSince: undefined }
  return global[STATE]
}

/** A statement was sent: call the function it returns once, with whether the server answered it. */
export function statementSent(): (isAnswered: boolean) => void {
  const answers = state()
  answers.waitingSince ??= performance.now()
  answers.outstanding += 1
  let isSettled = false
  return (isAnswered) => {
    if (isSettled) return
    isSettled = true
    answers.outstanding -= 1
    if (isAnswered) answers.waitingSince = answers.outstanding > 0 ? performance.now() : undefined
  }
}

/**
 * True when statements have waited `ms` without the server answering any of them. False while
 * nothing waits for an answer: an idle database is not a stalled one. Statements given up
 * unanswered count on: after a stall, the next statement finds the database silent since the stall
 * began until the server answers again, so waits behind it give up at once rather than after
 * another `ms`.
 */
export function isDatabaseSilentFor(ms: number, now = performance.now()): boolean {
  const { outstanding, waitingSince } = state()
  return outstanding > 0 && waitingSince !== undefined && now - waitingSince > ms
}

/** How often a wait looks whether the database has gone silent. */
export const SILENCE_POLL_MS = 250

/**
 * Calls `onSilent` once the database has been silent for `ms`, looking every SILENCE_POLL_MS;
 * answers the function that stops looking. A look that comes late (this process was too busy to
 * look, and answers may be waiting unread) is skipped: silence is judged on time, not on a backlog.
 */
export function whenDatabaseSilentFor(ms: number, onSilent: () => void): () => void {
  let lookedAt = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    const isLate = now - lookedAt > 2 * SILENCE_POLL_MS
    lookedAt = now
    if (isLate || !isDatabaseSilentFor(ms, now)) return
    clearInterval(timer)
    onSilent()
  }, SILENCE_POLL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
