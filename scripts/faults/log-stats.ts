/** How noisy each server's log was: lines, stack frames, dropped database connections, uncaught errors. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { ServerName } from './servers'
import { table } from './table'

export function logStats(logDir: string): string {
  const names: ServerName[] = ['A', 'B']
  return table(
    ['server log', 'lines', 'stack frames', 'Connection terminated', 'uncaught/unhandled', 'starts'],
    names.map((name) => {
      const file = path.join(logDir, `server-${name}.log`)
      const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []
      const countOf = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length
      return [
        name,
        lines.length,
        countOf(/^\s+at /),
        countOf(/Connection terminated/),
        countOf(/unhandled|uncaught/i),
        countOf(/^===== .* start /),
      ]
    }),
  )
}
