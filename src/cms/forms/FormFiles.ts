import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { dataDir } from '../../env'
import { isEditor, nobody } from '../access/roles'
import { missingFileAnswer } from '../uploads/missing-file'

export const FORM_FILES_SLUG = 'form-files'

/**
 * Files sent with form submissions. Editors only, files included (Payload answers the file URL
 * with 403 to anyone else). Written by the server after each file was checked by its content
 * (images re-encoded without their metadata, PDFs by their signature), never uploaded directly.
 */
export const FormFiles: CollectionConfig = {
  slug: FORM_FILES_SLUG,
  labels: { singular: 'Form file', plural: 'Form files' },
  admin: { group: 'Forms', hidden: ({ user }) => !user },
  access: { admin: isEditor, read: isEditor, create: nobody, update: nobody, delete: isEditor, unlock: isEditor },
  upload: {
    staticDir: path.join(dataDir, 'form-files'),
    handlers: [missingFileAnswer(path.join(dataDir, 'form-files'))],
    mimeTypes: ['image/jpeg', 'application/pdf'],
  },
  fields: [],
}
