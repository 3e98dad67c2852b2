// npm run generate:partner-client: rewrites clients/partner-api/schema.ts from the OpenAPI document.
import { writeFileSync } from 'node:fs'

import { clientTypesSource, CLIENT_TYPES_PATH } from './client-source'

writeFileSync(CLIENT_TYPES_PATH, await clientTypesSource())
console.log(`Wrote ${CLIENT_TYPES_PATH}`)
