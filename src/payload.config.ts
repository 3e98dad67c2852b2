import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media, MAX_UPLOAD_BYTES } from './cms/collections/Media'
import { Pages } from './cms/collections/Pages'
import { Users } from './cms/collections/Users'
import { databaseAdapter } from './cms/database'
import { CompanyInformation } from './cms/globals/CompanyInformation'
import { seedIfEmpty } from './cms/seed/seedIfEmpty'
import { env, payloadSecret } from './env'
import { CONTENT_FALLBACK_LOCALE, LOCALES, LOCALE_LABELS } from './i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vegur admin' },
  },
  collections: [Pages, Media, Users],
  globals: [CompanyInformation],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: CONTENT_FALLBACK_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  secret: payloadSecret,
  serverURL: env.SITE_URL,
  db: databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    if (env.SEED_DEMO_DATA) await seedIfEmpty(payload)
  },
})
