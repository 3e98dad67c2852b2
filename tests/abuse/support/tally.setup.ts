// Each abuse test file writes how many requests it sent and how many answered 5xx; the global
// setup adds them up for the run's figures.
import { appendFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, inject } from 'vitest'

import { tally } from './client'

afterAll(() => {
  appendFileSync(path.join(inject('abuse').tallyDir, `tally-${process.pid}.jsonl`), `${JSON.stringify(tally)}\n`)
})
