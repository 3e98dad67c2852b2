import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../../../../env'

import { isAgent, isStaff, nobody } from '../../../access/roles'
import { missingFileAnswer } from '../../../uploads/missing-file'

export const INQUIRY_PHOTOS_SLUG = 'inquiry-photos'

/**
 * Photos of a visitor's own car sent with a trade-in. Staff only, files included: Payload answers
 * the file URL with 403 to anyone else. Written by the server after the photo has been checked by
 * its content and re-encoded without its metadata (EXIF location gone), never uploaded directly.
 */
export const InquiryPhotos: CollectionConfig = {
  slug: INQUIRY_PHOTOS_SLUG,
  labels: { singular: 'Trade-in photo', plural: 'Trade-in photos' },
  admin: { group: 'Sales', hidden: ({ user }) => !user },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: isAgent, unlock: isAgent },
  upload: {
    staticDir: path.join(dataDir, 'inquiry-photos'),
    handlers: [missingFileAnswer(path.join(dataDir, 'inquiry-photos'))],
    mimeTypes: ['image/jpeg'],
    imageSizes: [{ name: 'thumbnail', width: 320, height: 240, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  fields: [],
}
