/** What the global setup hands every abuse test (vitest's provide / inject). */
export type AbuseContext = {
  /** The server's origin, e.g. http://localhost:3560. */
  readonly url: string
  /** The server's process id, for its memory (0 when unknown). */
  readonly pid: number
  /** The server's DATA_DIR: its outbox of e-mails and its uploads ('' when unknown). */
  readonly dataDir: string
  /** The server's output ('' when unknown). */
  readonly logFile: string
  /** Where each test file writes its tally of requests and 5xx answers. */
  readonly tallyDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    abuse: AbuseContext
  }
}
