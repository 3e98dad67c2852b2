import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The audit trail is append-only: its entries are created by the bookings module's audit writer
 * alone, and nothing in the code updates or deletes one (the collection's access refuses it to
 * every user as well).
 */
const WRITER = 'src/server/bookings/audit/record-staff-action.ts'

const ANY_WRITE = /\.(create|update|delete|updateByID|deleteByID)\(\{[\s\S]{0,300}?collection:\s*'audit-entries'/
const CHANGE = /\.(update|delete|updateByID|deleteByID)\(\{[\s\S]{0,300}?collection:\s*'audit-entries'/
const SQL_WRITE = /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?audit_entries"?\b/i

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/migrations/'))
}

describe('the audit trail', () => {
  it('is written by its writer only, which only creates', () => {
    const files = sourceFiles('src')
    const writers = files.filter((file) => {
      const text = readFileSync(file, 'utf8')
      return ANY_WRITE.test(text) || SQL_WRITE.test(text)
    })
    expect(writers).toEqual([WRITER])
    expect(CHANGE.test(readFileSync(WRITER, 'utf8'))).toBe(false)
  })
})
