// Run by tests/int/global-setup.ts in a process of its own: boots Payload on the template database
// (DATABASE_URL, else the SQLite file SQLITE_PATH), which pushes the schema there once, and exits
// (the pool is not ended: a client Payload keeps checked out would make that wait for ever).
import { getPayload } from 'payload'

import config from '@payload-config'

await getPayload({ config })
process.exit(0)
