#!/usr/bin/env node
// Regenerates src/payload-types.ts and the admin import map. The Payload CLI sometimes exits 0
// having done nothing (payloadcms/payload#17757), so each command is retried until its effect shows.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ATTEMPTS = 5
const scratch = mkdtempSync(path.join(tmpdir(), 'vegur-types-'))
const typesScratch = path.join(scratch, 'payload-types.ts')

const tasks = [
  {
    command: 'generate:types',
    // Payload skips writing when nothing changed, so it writes to a fresh file that must appear.
    env: { PAYLOAD_TS_OUTPUT_PATH: typesScratch },
    isDone: () => existsSync(typesScratch),
    finish: () => copyFileSync(typesScratch, 'src/payload-types.ts'),
  },
  {
    command: 'generate:importmap',
    isDone: (output) => /Writing import map|No new imports found/.test(output),
    finish: () => {},
  },
]

try {
  for (const task of tasks) {
    let output = ''
    for (let attempt = 1; ; attempt++) {
      const run = spawnSync('npx', ['payload', task.command], {
        encoding: 'utf8',
        env: { ...process.env, ...task.env, SEED_DEMO_DATA: 'false' },
      })
      output = `${run.stdout}${run.stderr}`
      if (run.status !== 0) throw new Error(`payload ${task.command} failed:\n${output}`)
      if (task.isDone(output)) break
      if (attempt === ATTEMPTS)
        throw new Error(`payload ${task.command} did nothing after ${ATTEMPTS} attempts:\n${output}`)
    }
    task.finish()
    console.log(`payload ${task.command}: ok`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
