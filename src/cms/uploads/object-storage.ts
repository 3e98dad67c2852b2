import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import type { S3Settings } from '../../env'
import { FORM_FILES_SLUG } from '../forms/FormFiles'
import { INQUIRY_PHOTOS_SLUG } from '../collections/sales/InquiryPhotos'
import { HANDOVER_PHOTOS_SLUG } from '../collections/rental/HandoverPhotos'
import { RENTAL_AGREEMENTS_SLUG } from '../collections/rental/RentalAgreements'

/**
 * Where each upload collection's files go in the bucket, and who may fetch them (ADR 023): every
 * file is served through Payload's file route, `/api/<collection>/file/<name>`, after its access
 * check, so the pages' media stay public at a same-origin URL a CDN can keep, and trade-in photos,
 * form files and handover photos stay staff-only.
 */
const STORED = {
  media: { prefix: 'media', isPublic: true },
  [INQUIRY_PHOTOS_SLUG]: { prefix: 'inquiry-photos', isPublic: false },
  [FORM_FILES_SLUG]: { prefix: 'form-files', isPublic: false },
  [HANDOVER_PHOTOS_SLUG]: { prefix: 'handover-photos', isPublic: false },
  [RENTAL_AGREEMENTS_SLUG]: { prefix: 'rental-agreements', isPublic: false },
} as const

type StoredSlug = keyof typeof STORED

/** How long a browser and a CDN keep a public file: a replaced image gets a new file name. */
const PUBLIC_FILE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800'
/** A staff-only file: never in a shared cache, not kept by the browser. */
const PRIVATE_FILE_CACHE = 'private, no-store'

function isStored(slug: string): slug is StoredSlug {
  return Object.hasOwn(STORED, slug)
}

/** The upload collection with its files' caching headers, and (in the bucket) without the local disk's handlers. */
function withStorageHeaders(collection: CollectionConfig, isInBucket: boolean): CollectionConfig {
  if (!isStored(collection.slug) || typeof collection.upload !== 'object') return collection
  const cacheControl = STORED[collection.slug].isPublic ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE
  return {
    ...collection,
    upload: {
      ...collection.upload,
      // The local disk's "missing file" answer looks on the disk, where nothing is in the bucket's case.
      ...(isInBucket && { handlers: [] }),
      modifyResponseHeaders: ({ headers }) => {
        headers.set('cache-control', cacheControl)
        return headers
      },
    },
  }
}

/**
 * The plugins that store uploaded files in an S3-compatible bucket when `settings` are given; the
 * local disk otherwise (the demo). The `prefix` column the storage adapter keeps per file exists
 * either way (`alwaysInsertFields`), so both set-ups share one database schema.
 */
export function objectStoragePlugins(settings: S3Settings | undefined): Plugin[] {
  const headers: Plugin = (config: Config): Config => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => withStorageHeaders(collection, Boolean(settings))),
  })
  const storage = s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    collections: Object.fromEntries(Object.entries(STORED).map(([slug, { prefix }]) => [slug, { prefix }])),
    config: {
      region: settings?.region ?? 'us-east-1',
      ...(settings?.endpoint && { endpoint: settings.endpoint }),
      ...(settings?.credentials && { credentials: settings.credentials }),
      forcePathStyle: settings?.forcePathStyle ?? false,
      // Checksums only where S3 requires them: many S3-compatible servers refuse or mangle the
      // streamed checksums newer SDKs send by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
  return [headers, storage]
}
