import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media, MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './cms/collections/Media'
import { OutboxMessages } from './cms/collections/OutboxMessages'
import { PAYMENT_COLLECTIONS } from './cms/collections/payments'
import { Pages } from './cms/collections/Pages'
import { PageViews } from './cms/collections/PageViews'
import { PartnerKeys } from './cms/collections/PartnerKeys'
import { RedirectRules } from './cms/collections/RedirectRules'
import { Users } from './cms/collections/Users'
import { AuditEntries } from './cms/collections/rental/AuditEntries'
import { BookingEffects } from './cms/collections/rental/BookingEffects'
import { Bookings } from './cms/collections/rental/Bookings'
import { CarCategories } from './cms/collections/rental/CarCategories'
import { Offices } from './cms/collections/rental/Offices'
import { PriceLists } from './cms/collections/rental/PriceLists'
import { PromoCodes } from './cms/collections/rental/PromoCodes'
import { Services } from './cms/collections/rental/Services'
import { UpgradeRules } from './cms/collections/rental/UpgradeRules'
import { Vehicles } from './cms/collections/rental/Vehicles'
import { UnitBlocks } from './cms/collections/rental/UnitBlocks'
import { DamagePrices } from './cms/collections/rental/DamagePrices'
import { HandoverPhotos } from './cms/collections/rental/HandoverPhotos'
import { RentalAgreements } from './cms/collections/rental/RentalAgreements'
import { Inquiries } from './cms/collections/sales/Inquiries'
import { InquiryPhotos } from './cms/collections/sales/InquiryPhotos'
import { PriceWatches } from './cms/collections/sales/PriceWatches'
import { VehiclesForSale } from './cms/collections/sales/VehiclesForSale'
import { VisitorSessions } from './cms/collections/VisitorSessions'
import { databaseAdapter } from './cms/database'
import { formBuilder } from './cms/forms/formBuilder'
import { FormFiles } from './cms/forms/FormFiles'
import { CompanyInformation } from './cms/globals/CompanyInformation'
import { RentalRules } from './cms/globals/RentalRules'
import { expiringCachedPagesPlugin } from './cms/hooks/expire-cached-pages'
import { objectStoragePlugins } from './cms/uploads/object-storage'
import { ErrorMessages } from './cms/globals/ErrorMessages'
import { payloadLoggerSettings, REFUSED_REQUEST_LOGGING_LEVELS } from './cms/logging/payload-logger'
import { env, payloadSecret, s3Settings } from './env'
import { jobsConfig } from './server/jobs/jobs-config'
import { backfillSearchText } from './server/bookings/commands/backfill-search-text'
import { withUnitBlockAudit } from './server/bookings/audit/unit-block-audit'
import { CONTENT_FALLBACK_LOCALE, LOCALES, LOCALE_LABELS } from './i18n/locales'
import { siteOrigin } from './server/http/site-origin'
import { payloadEmailAdapter } from './server/mail/payload-email'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Vegur admin' },
    // No Gravatar: staff e-mail hashes stay here, and the admin's CSP allows no foreign images.
    avatar: 'default',
    // Marks a staff member's browser, so the cached site pages show them the staff toolbar (ADR 009).
    components: {
      providers: ['/cms/admin/StaffMarker#StaffMarker'],
      afterNavLinks: [
        '/cms/admin/BookingsConsole/BookingsConsoleLink#BookingsConsoleLink',
        '/cms/admin/NeedsAttention/NeedsAttentionLink#NeedsAttentionLink',
        '/cms/admin/PlanningBoard/PlanningBoardLink#PlanningBoardLink',
      ],
      views: {
        // The rental desk: find any booking (issue 29).
        bookingPage: {
          Component: '/cms/admin/BookingsConsole/BookingPageView#BookingPageView',
          path: '/bookings-console/:id',
          exact: true,
        },
        bookingsConsole: {
          Component: '/cms/admin/BookingsConsole/BookingsConsoleView#BookingsConsoleView',
          path: '/bookings-console',
          exact: true,
        },
        // Units × days per office and class: assign and move bookings, blocks (issue 32).
        planningBoard: {
          Component: '/cms/admin/PlanningBoard/PlanningBoardView#PlanningBoardView',
          path: '/planning-board',
        },
        // The car leaves the lot: the record, the renter's review and signature (issue 32).
        checkOut: {
          Component: '/cms/admin/CheckOut/CheckOutView#CheckOutView',
          path: '/check-out/:id',
          exact: true,
        },
        // The car's return: readings, new damage with photos, charges and the damage claim (issue 32).
        checkIn: {
          Component: '/cms/admin/CheckIn/CheckInView#CheckInView',
          path: '/check-in/:id',
          exact: true,
        },
        // Payments, refunds and booking effects the site could not finish on its own (issue 26).
        needsAttention: {
          Component: '/cms/admin/NeedsAttention/NeedsAttentionView#NeedsAttentionView',
          path: '/needs-attention',
        },
      },
    },
  },
  collections: [
    Pages,
    Media,
    RedirectRules,
    FormFiles,
    Users,
    Offices,
    CarCategories,
    Vehicles,
    withUnitBlockAudit(UnitBlocks),
    HandoverPhotos,
    RentalAgreements,
    DamagePrices,
    PriceLists,
    Services,
    PromoCodes,
    UpgradeRules,
    Bookings,
    BookingEffects,
    AuditEntries,
    VehiclesForSale,
    Inquiries,
    InquiryPhotos,
    PriceWatches,
    VisitorSessions,
    PartnerKeys,
    ...PAYMENT_COLLECTIONS,
    OutboxMessages,
    PageViews,
  ],
  globals: [CompanyInformation, RentalRules, ErrorMessages],
  // Last: it adds the cache-expiring hooks to every collection and global, the form builder's too (ADR 009).
  // Uploaded files in an S3-compatible bucket when S3_BUCKET is set (ADR 023).
  plugins: [formBuilder, ...objectStoragePlugins(s3Settings), expiringCachedPagesPlugin],
  jobs: jobsConfig,
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] })),
    defaultLocale: CONTENT_FALLBACK_LOCALE,
    fallback: true,
  },
  editor: lexicalEditor(),
  secret: payloadSecret,
  // Cookie-authenticated requests from any other origin are treated as anonymous (issue 15 row 9).
  csrf: [siteOrigin(env.SITE_URL)],
  cors: [siteOrigin(env.SITE_URL)],
  db: databaseAdapter(),
  sharp,
  email: payloadEmailAdapter(),
  logger: payloadLoggerSettings(),
  loggingLevels: REFUSED_REQUEST_LOGGING_LEVELS,
  graphQL: { disable: true },
  // Uploads stop at one file's limit plus its fields; the REST guard refuses a larger declared length first.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, requestSizeLimit: MAX_UPLOAD_REQUEST_BYTES },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  onInit: async (payload) => {
    // Loaded only to seed: the demo data's modules stay out of every other start (and test boot).
    if (env.SEED_DEMO_DATA) await (await import('./cms/seed/seedIfEmpty')).seedIfEmpty(payload)
    // Bookings saved before the console's search text existed are found like the others. In the
    // background: the server answers at once, and its jobs never run before it is ready.
    void backfillSearchText(payload)
      .then((filled) => {
        if (filled > 0) payload.logger.info(`Filled the search text of ${filled} bookings`)
      })
      .catch((error: unknown) => {
        payload.logger.error({ msg: 'Filling the bookings search text failed', err: error })
      })
  },
})
