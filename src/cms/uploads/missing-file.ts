import { statSync } from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

type Handler = NonNullable<UploadConfig['handlers']>[number]

/**
 * An upload collection's file handler that answers 404 for a file its record names but the disk
 * does not hold (deleted by hand, a restored database without its files). Payload logs an error
 * and answers 500 there; it calls this after its access check, so a visitor still learns nothing
 * about files they may not read. Files that exist fall through to Payload's own streaming.
 */
export function missingFileAnswer(staticDir: string): Handler {
  return (_req, { params }) => {
    const root = path.resolve(staticDir)
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return undefined
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined
    return Response.json(
      { errors: [{ message: 'Not Found' }] },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    )
  }
}
