type Listener = (line: string) => void

const listeners = new Set<Listener>()

/** Calls `listener` with every line Payload's logger writes (for tests); returns the function that stops. */
export function tapLogLines(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `target` (a log destination), also handing each line to the tapped listeners. */
export function tapped<T extends { write: (line: string) => unknown }>(
  target: T,
): { write: (line: string) => unknown } {
  return {
    write(line) {
      for (const listener of listeners) listener(line)
      return target.write(line)
    },
  }
}
