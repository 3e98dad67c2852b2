import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The bookings module (src/server/bookings) is the only code that writes the bookings table
 * (issue 26): through Payload's local API or in SQL. The demo seed writes its sample bookings, and
 * migrations shape the table; nothing else does.
 */
const ALLOWED = ['src/server/bookings/', 'src/cms/seed/', 'src/migrations/']

const PAYLOAD_WRITE = /\.(create|update|delete|updateByID|deleteByID)\(\{[\s\S]{0,300}?collection:\s*'bookings'/
const SQL_WRITE = /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?bookings"?\b/i

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
}

function writersOf(files: readonly string[]): string[] {
  return files.filter((file) => {
    const text = readFileSync(file, 'utf8')
    return PAYLOAD_WRITE.test(text) || SQL_WRITE.test(text)
  })
}

describe('the bookings table', () => {
  it('is written by the bookings module only', () => {
    const outside = writersOf(sourceFiles('src')).filter((file) => !ALLOWED.some((folder) => file.startsWith(folder)))
    expect(outside).toEqual([])
  })

  it('is found written where it is (the check can fail)', () => {
    const writers = writersOf(sourceFiles('src/server/bookings'))
    expect(writers).toEqual(
      expect.arrayContaining(['src/server/bookings/commands/hold.ts', 'src/server/bookings/commands/lapse.ts']),
    )
  })
})
