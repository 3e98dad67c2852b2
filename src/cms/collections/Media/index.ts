import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../../../env'

import { anyone, isEditor, isStaff } from '../../access/roles'
import { missingFileAnswer } from '../../uploads/missing-file'

export const MAX_UPLOAD_BYTES = 7 * 1024 * 1024
/** An upload request: one file of at most MAX_UPLOAD_BYTES, its fields and the multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

/** The spec's image sizes; the `lazy` one is the blurred placeholder. */
const IMAGE_SIZES = [
  { name: 'lazy', width: 25, height: 20 },
  { name: 'small', width: 450, height: 360 },
  { name: 'middle', width: 817, height: 654 },
  { name: 'large', width: 1200, height: 960 },
] as const

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isEditor, unlock: isStaff },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    handlers: [missingFileAnswer(path.join(dataDir, 'media'))],
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    imageSizes: IMAGE_SIZES.map((size) => ({
      ...size,
      position: 'centre',
      formatOptions: { format: 'webp', options: { quality: 80 } },
    })),
    adminThumbnail: 'small',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true }],
}
