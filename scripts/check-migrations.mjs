#!/usr/bin/env node
// Fails when the Payload schema has changes that no committed migration covers.
import { payloadCommand } from './payload-cli.mjs'

let isStale = false
for (const kind of ['sqlite', 'postgres']) {
  const output = await payloadCommand({
    kind,
    args: ['migrate:create', 'schema-check', '--skip-empty'],
    isDone: (text) => /Migration created|No schema changes/i.test(text),
  })
  if (!/No schema changes/i.test(output)) {
    isStale = true
    console.error(
      `${kind}: the schema changed without a migration. Run \`npm run migrate:create -- <name>\` and commit it.`,
    )
  }
}
if (isStale) process.exit(1)
console.log('Migrations cover the schema.')
