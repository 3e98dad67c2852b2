import 'server-only'

import { z } from 'zod'

import type { PartnerScope } from '@/domain/partners/partner-keys'
import { LOCALES } from '@/i18n/locales'
import { checkoutSubmitSchema } from '@/server/payments/api/checkout.schema'
import { addLineSchema, payRequestSchema } from '@/server/payments/api/payment.schema'
import { reservationPaymentSchema } from '@/server/payments/api/reservation-payment.schema'
import { availabilityRequestSchema } from '@/server/rental/api/availability.schema'
import { recalculateRequestSchema, rentalRequestSchema, saveRequestSchema } from '@/server/rental/api/booking.schema'
import { exbookingOpenSchema, exbookingSaveSchema, searchRequestSchema } from '@/server/rental/api/exbooking.schema'
import { reservationDriversSchema } from '@/server/rental/api/reservation-drivers.schema'

import {
  availabilityAnswer,
  bookingAnswer,
  categoriesAnswer,
  contentAnswer,
  okAnswer,
  orderAnswer,
  paymentAnswer,
  reportedPaymentAnswer,
} from './responses'

/** One call of the partner API as the OpenAPI document describes it. */
export type ApiOperation = {
  readonly method: 'get' | 'post' | 'put'
  /** OpenAPI path template: `/v1/reservations/{number}/payment`. */
  readonly path: string
  readonly operationId: string
  readonly tag: 'Content' | 'Availability' | 'Booking' | 'Manage' | 'Payments'
  readonly summary: string
  readonly description?: string
  /** The partner key scope; `staffOrPartner` calls take no visitor token. */
  readonly scope: PartnerScope
  readonly staffOrPartner?: boolean
  readonly pathParams?: z.ZodObject
  readonly query?: z.ZodObject
  /** The body schema the route validates with. */
  readonly body?: z.ZodType
  /** The answer on success (the whole JSON body). */
  readonly answer: z.ZodType
  /** Refusals this call may answer besides 400, 401, 403, 429 and 503. */
  readonly refusals?: readonly (404 | 409 | 422 | 502)[]
}

/** The language of the answer (SPEC §7 `ln`); else `locale`, else Accept-Language. */
const ln = z.enum(LOCALES).optional().describe('Language of the answer (SPEC §7 `ln`).')
const positiveId = z.coerce.number().int().positive()

/**
 * Every call a partner key may make, with the zod schemas the routes validate their bodies with
 * (schemas that depend on the clock are taken at `now`). Query parameters of the GET calls are
 * read by the routes one by one; they are described here with the same rules.
 */
export function apiOperations(now: Date): readonly ApiOperation[] {
  return [
    {
      method: 'get',
      path: '/v1/tpl/{path}',
      operationId: 'getPageTemplate',
      tag: 'Content',
      summary: 'Page template by path (SPEC §7 GET /v1/tpl{path})',
      description: 'The published page at `path` (`/` for the home page): `components`, `seo`, `theme`, `hash`.',
      scope: 'content',
      pathParams: z.object({ path: z.string().describe('The page path without its leading slash.') }),
      query: z.object({ ln }),
      answer: okAnswer(contentAnswer),
      refusals: [404],
    },
    {
      method: 'get',
      path: '/v1/{link}',
      operationId: 'getLinkedPage',
      tag: 'Content',
      summary: 'The page a content link leads to (SPEC §7 GET /v1{link})',
      description:
        'A link of the content (a menu entry, a block\'s "more" button) read as the page template it leads to, like `/v1/tpl{link}`. Any path under `/v1` that no other call answers is a JSON 404 `CONTENT_NOT_FOUND`.',
      scope: 'content',
      pathParams: z.object({ link: z.string().describe('The link without its leading slash, e.g. `about`.') }),
      query: z.object({ ln }),
      answer: okAnswer(contentAnswer),
      refusals: [404],
    },
    {
      method: 'get',
      path: '/v2/company',
      operationId: 'getCompany',
      tag: 'Content',
      summary: 'Company information per language (SPEC §7 GET /v2/company?ln=)',
      scope: 'content',
      query: z.object({ ln }),
      answer: okAnswer(contentAnswer),
    },
    {
      method: 'get',
      path: '/v1/collection/search',
      operationId: 'searchCollection',
      tag: 'Content',
      summary: 'A collection by id (banners 269, upgrade filter 271, popular cars 272, car details 190)',
      scope: 'content',
      query: z.object({
        cid: positiveId.describe('The collection id (SPEC §9).'),
        vehicleId: positiveId.optional().describe('Car details of one model.'),
        ln,
      }),
      answer: okAnswer(contentAnswer),
      refusals: [404],
    },
    {
      method: 'get',
      path: '/v1/collection/section-search',
      operationId: 'searchSection',
      tag: 'Content',
      summary: 'One page of a listing section (SPEC §7 section-search)',
      scope: 'content',
      query: z.object({
        sid: z.string().min(1).max(64).describe('The section (block) id.'),
        c: z.coerce.number().int().min(1).max(4).optional().describe('Columns, 1-4 (else 4).'),
        page: positiveId.optional().describe('Page, from 1.'),
        ln,
      }),
      answer: okAnswer(contentAnswer),
      refusals: [404],
    },
    {
      method: 'get',
      path: '/v1/ecommerce/settings',
      operationId: 'getEcommerceSettings',
      tag: 'Content',
      summary: 'E-commerce settings (currencies, payment currency, default office and price list)',
      scope: 'content',
      query: z.object({ ln }),
      answer: okAnswer(contentAnswer),
    },
    {
      method: 'post',
      path: '/api/renteon-availability',
      operationId: 'searchAvailability',
      tag: 'Availability',
      summary: 'Car categories free for a rental, priced (SPEC §7)',
      scope: 'availability',
      body: availabilityRequestSchema,
      answer: okAnswer(availabilityAnswer),
    },
    {
      method: 'get',
      path: '/api/renteon-car-categories',
      operationId: 'listCarCategories',
      tag: 'Availability',
      summary: 'The car categories, optionally by name (SPEC §7)',
      scope: 'availability',
      query: z.object({ CarCategoryName: z.string().max(100).optional(), locale: z.enum(LOCALES).optional() }),
      answer: okAnswer(categoriesAnswer),
      refusals: [502],
    },
    {
      method: 'post',
      path: '/api/renteon-booking-create',
      operationId: 'createBooking',
      tag: 'Booking',
      summary: 'Hold a car: a temporary booking for 20 minutes (SPEC §7)',
      scope: 'book',
      body: rentalRequestSchema(now),
      answer: okAnswer(bookingAnswer, { bookingId: z.number().int() }),
      refusals: [404, 409, 422],
    },
    {
      method: 'post',
      path: '/api/renteon-booking-calculate',
      operationId: 'calculateBooking',
      tag: 'Booking',
      summary: 'Price a rental, or reprice a temporary booking named by BookingId (SPEC §7)',
      scope: 'book',
      body: z.union([recalculateRequestSchema(now), rentalRequestSchema(now)]),
      answer: okAnswer(bookingAnswer),
      refusals: [404, 409, 422],
    },
    {
      method: 'post',
      path: '/api/renteon-booking-save',
      operationId: 'saveBooking',
      tag: 'Booking',
      summary: 'Confirm a temporary booking with the renter and drivers (SPEC §7)',
      scope: 'book',
      body: saveRequestSchema(now),
      answer: okAnswer(bookingAnswer, { bookingId: z.number().int(), bookingNumber: z.string() }),
      refusals: [404, 409, 422],
    },
    {
      method: 'post',
      path: '/api/renteon-booking-search',
      operationId: 'searchBooking',
      tag: 'Manage',
      summary: 'A booking by its number (SPEC §7)',
      scope: 'manage',
      body: searchRequestSchema,
      answer: okAnswer(bookingAnswer),
      refusals: [404],
    },
    {
      method: 'post',
      path: '/api/renteon-exbooking-open',
      operationId: 'openBooking',
      tag: 'Manage',
      summary: 'Open a booking by voucher number and last name (SPEC §7)',
      scope: 'manage',
      body: exbookingOpenSchema,
      answer: okAnswer(bookingAnswer),
      refusals: [404],
    },
    {
      method: 'post',
      path: '/api/renteon-exbooking-save',
      operationId: 'changeBooking',
      tag: 'Manage',
      summary: 'Change a booking opened by voucher number and last name (SPEC §7)',
      scope: 'manage',
      body: exbookingSaveSchema(now),
      answer: okAnswer(bookingAnswer),
      refusals: [404, 409, 422],
    },
    {
      method: 'put',
      path: '/v1/reservations/{number}/drivers',
      operationId: 'replaceDrivers',
      tag: 'Manage',
      summary: 'Replace the drivers of a booking (SPEC §7 PUT reservations/{number}/drivers?lastname=)',
      scope: 'manage',
      pathParams: z.object({ number: z.string().min(1).describe('Booking number (VG-…) or voucher number.') }),
      query: z.object({ lastname: z.string().min(1).describe("The renter's last name.") }),
      body: reservationDriversSchema(now),
      answer: okAnswer(bookingAnswer),
      refusals: [404, 409],
    },
    {
      method: 'post',
      path: '/api/payments',
      operationId: 'payBooking',
      tag: 'Payments',
      summary: 'Pay a booking by card (Idempotency-Key header required)',
      scope: 'payments',
      body: payRequestSchema(now),
      answer: okAnswer(paymentAnswer),
      refusals: [404, 409, 422, 502],
    },
    {
      method: 'post',
      path: '/v1/ecommerce/checkout/submit',
      operationId: 'submitCheckout',
      tag: 'Payments',
      summary: 'Card payment of a booking (SPEC §7 checkout/submit)',
      scope: 'payments',
      body: checkoutSubmitSchema(now),
      answer: okAnswer(paymentAnswer.extend({ id: z.string() })),
      refusals: [404, 409, 422, 502],
    },
    {
      method: 'post',
      path: '/v1/ecommerce/checkout/check-session',
      operationId: 'checkPaymentSession',
      tag: 'Payments',
      summary: 'Where a payment session stands (SPEC §7 check-session?id=)',
      scope: 'payments',
      query: z.object({ id: z.string().min(1).describe('The reference checkout/submit answered.'), ln }),
      answer: okAnswer(paymentAnswer.extend({ id: z.string() })),
      refusals: [404],
    },
    {
      method: 'get',
      path: '/v1/ecommerce/order/{order}/exists',
      operationId: 'orderExists',
      tag: 'Payments',
      summary: 'Whether a booking has a card payment already (SPEC §7 order exists)',
      scope: 'payments',
      pathParams: z.object({ order: z.string().min(1).describe('The booking number.') }),
      answer: okAnswer(orderAnswer),
      refusals: [404],
    },
    {
      method: 'post',
      path: '/v1/ecommerce/order/{order}/add-line',
      operationId: 'addOrderLine',
      tag: 'Payments',
      summary: 'Pay (part of) the balance of an order now (SPEC §7 add-line?lastName=)',
      scope: 'payments',
      pathParams: z.object({ order: z.string().min(1).describe('The booking number.') }),
      query: z.object({ lastName: z.string().min(1).describe("The renter's last name.") }),
      body: addLineSchema(now),
      answer: okAnswer(paymentAnswer),
      refusals: [404, 409, 422, 502],
    },
    {
      method: 'put',
      path: '/v1/reservations/{number}/payment',
      operationId: 'reportPayment',
      tag: 'Payments',
      summary: 'Tell a booking of a payment made through the payment port (SPEC §7 PUT reservations/{number}/payment)',
      description:
        'For desk staff and partner keys with the `payments` scope only. The provider is asked; its word is recorded.',
      scope: 'payments',
      staffOrPartner: true,
      pathParams: z.object({ number: z.string().min(1).describe('Booking number (VG-…) or voucher number.') }),
      body: reservationPaymentSchema,
      answer: okAnswer(reportedPaymentAnswer),
      refusals: [404],
    },
  ]
}
