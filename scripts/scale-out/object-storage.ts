/**
 * A local S3-compatible server (s3rver) for the scale-out test: both app servers keep their uploads
 * in one bucket of it, as they would in one bucket of a real object store.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** s3rver's fixed credentials. */
const KEY = 'S3RVER'

export type ObjectStorage = {
  readonly env: Record<string, string>
  readonly directory: string
  readonly stop: () => Promise<void>
}

export async function startObjectStorage(port: number): Promise<ObjectStorage> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vegur-s3-'))
  const bucket = 'vegur-scale'
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory: path.join(directory, bucket),
    stop: async () => {
      await server.close().catch(() => undefined)
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
