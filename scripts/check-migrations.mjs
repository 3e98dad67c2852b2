#!/usr/bin/env node
// Fails when the Payload schema has changes that no committed migration covers. It asks Payload to
// create a migration; one that it writes is the uncovered change (removed again after the report).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { MIGRATION_FINISHED, MIGRATION_WRITTEN, payloadCommand } from './payload-cli.mjs'

let isStale = false
for (const kind of ['sqlite', 'postgres']) {
  const output = await payloadCommand({
    kind,
    args: ['migrate:create', 'schema-check', '--skip-empty'],
    isDone: (text) => MIGRATION_FINISHED.test(text),
  })
  const written = MIGRATION_WRITTEN.exec(output)?.[1]
  if (!written) continue
  isStale = true
  console.error(
    `${kind}: the schema changed without a migration. Run \`npm run migrate:create -- <name>\` and commit it.`,
  )
  rmSync(written, { force: true })
  rmSync(written.replace(/\.ts$/, '.json'), { force: true })
  execFileSync('git', ['checkout', '--', `src/migrations/${kind}/index.ts`])
}
if (isStale) process.exit(1)
console.log('Migrations cover the schema.')
