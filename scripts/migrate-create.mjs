#!/usr/bin/env node
// Creates a migration for each database kind from the current Payload schema:
//   npm run migrate:create -- add-bookings
import { MIGRATION_FINISHED, MIGRATION_WRITTEN, payloadCommand } from './payload-cli.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <kebab-case-name>')
  process.exit(1)
}

for (const kind of ['sqlite', 'postgres']) {
  const output = await payloadCommand({
    kind,
    args: ['migrate:create', name, '--skip-empty'],
    isDone: (text) => MIGRATION_FINISHED.test(text),
  })
  const written = MIGRATION_WRITTEN.exec(output)?.[1]
  console.log(`${kind}: ${written ? `created ${written}` : 'no schema changes'}`)
}
