/** A first-come, first-served lock for async work in one process. */
export class AsyncLock {
  #tail: Promise<void> = Promise.resolve()

  /** Resolves when the lock is ours, with the function that gives it back (safe to call twice). */
  acquire(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const previous = this.#tail
    this.#tail = previous.then(() => held)
    let isReleased = false
    return previous.then(() => () => {
      if (isReleased) return
      isReleased = true
      release()
    })
  }
}
