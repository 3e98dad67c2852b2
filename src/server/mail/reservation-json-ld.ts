import 'server-only'

import { toMajorUnits } from '@/domain/money/money'

import type { BookingMailData } from './booking-mail-data'

/**
 * schema.org RentalCarReservation for the HTML e-mail (mail clients show it as a card): confirmed,
 * pending (a request staff have not answered) or cancelled (also a declined request), with the
 * pickup and return places and times, the car, the customer and the price.
 */
export function reservationJsonLd(
  data: BookingMailData,
  companyName: string,
  status: 'ReservationConfirmed' | 'ReservationPending' | 'ReservationCancelled' = data.cancellation
    ? 'ReservationCancelled'
    : 'ReservationConfirmed',
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RentalCarReservation',
    reservationNumber: data.number,
    reservationStatus: `https://schema.org/${status}`,
    underName: { '@type': 'Person', name: data.clientName, ...(data.email && { email: data.email }) },
    provider: { '@type': 'Organization', name: companyName },
    reservationFor: {
      '@type': 'Car',
      name: data.car,
      rentalCompany: { '@type': 'Organization', name: companyName },
    },
    pickupLocation: { '@type': 'Place', name: data.officeOut },
    pickupTime: data.pickupAt.toISOString(),
    dropoffLocation: { '@type': 'Place', name: data.officeIn },
    dropoffTime: data.returnAt.toISOString(),
    totalPrice: toMajorUnits(data.prices.total).toFixed(2),
    priceCurrency: data.prices.total.currency,
    modifyReservationUrl: data.manageUrl,
  }
}

/** JSON for a <script> element: '<' escaped so the text cannot close the element. */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`
}
