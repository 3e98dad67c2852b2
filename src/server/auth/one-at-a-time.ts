import 'server-only'

/** The task under way or waiting, per key, in this process. */
const queues = new Map<string, Promise<void>>()

/**
 * Runs `task` after every task started before it with the same `key` has settled, in this process;
 * tasks of other keys run side by side. A task's failure is its own: the next one still runs.
 */
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve()
  const run = before.then(task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  try {
    return await run
  } finally {
    if (queues.get(key) === settled) queues.delete(key)
  }
}
