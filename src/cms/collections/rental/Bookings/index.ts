import type { CollectionConfig } from 'payload'

import type { BookingStatusValue } from '../../../../domain/booking/booking-status'
import { BOOKING_TYPE, storedBookingType } from '../../../../domain/booking/booking-type'
import { newVoucherNumber } from '../../../../domain/booking/voucher'
import { DEFAULT_PRICE_LIST_ID } from '../../../../domain/pricing/price-list'
import { LOCALES } from '../../../../i18n/locales'
import { nobody } from '../../../access/roles'
import { bookingAccess } from '../shared/access'
import { countField, currencyField } from '../shared/fields'
import {
  bookingServicesField,
  cancellationFeeField,
  clientField,
  driversField,
  paymentsField,
  refundsField,
  totalsField,
} from './fields'
import {
  guardStatusChange,
  keepBookingsOnRecord,
  setLastNameNormalized,
  setOneWay,
  setSearchText,
  standOncePaid,
} from './hooks'
import { checkInField, damageClaimField, laterChargesField } from './check-in-field'
import { checkOutField } from './check-out-field'
import { depositField } from './deposit-field'
import { engineOwned } from './engine-owned'
import { bookingListColumns } from './list-columns'

const BOOKING_STATUS_OPTIONS = [
  { label: 'Held (temporary)', value: 'held' },
  { label: 'Requested (on request, awaiting staff)', value: 'requested' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Declined (request)', value: 'declined' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Expired', value: 'expired' },
] as const satisfies readonly { label: string; value: BookingStatusValue }[]

/** SPEC §4: BookingTypeId 2 is pay at pickup, 3 is pay now. */
const BOOKING_TYPES = [
  { label: 'Pay at pickup (2)', value: storedBookingType(BOOKING_TYPE.PAY_AT_PICKUP) },
  { label: 'Pay now (3)', value: storedBookingType(BOOKING_TYPE.PAY_NOW) },
] as const

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * A rental booking: held while the visitor goes through the steps, then confirmed or left to
 * expire; a car offered on request is requested instead, until staff confirm or decline it with the
 * controls under its status. The compound index serves availability: bookings of a category at an office, by status,
 * overlapping a date range.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'customer', 'dateOut', 'dateIn', 'carCategory', 'totalAmount', 'paidAmount', 'status'],
    group: 'Rental',
  },
  // Bookings are made and changed by the bookings module only (the booking flow, manage, the API,
  // the request decision); staff correct the renter and drivers here.
  access: { ...bookingAccess, create: nobody },
  indexes: [
    { fields: ['carCategory', 'officeOut', 'status', 'dateOut', 'dateIn'] },
    // One-way rentals, few among many: those leaving an office and those arriving at one.
    { fields: ['isOneWay', 'carCategory', 'officeOut', 'status', 'dateOut'] },
    { fields: ['isOneWay', 'carCategory', 'officeIn', 'status'] },
    { fields: ['status', 'heldUntil'] },
  ],
  hooks: {
    beforeChange: [guardStatusChange, setLastNameNormalized, setSearchText, setOneWay, standOncePaid],
    beforeDelete: [keepBookingsOnRecord],
  },
  fields: engineOwned(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'number',
            type: 'text',
            required: true,
            unique: true,
            index: true,
            admin: { description: 'E.g. VG-100123.' },
          },
          {
            name: 'voucherNumber',
            type: 'text',
            required: true,
            unique: true,
            index: true,
            defaultValue: () => newVoucherNumber(),
            admin: { description: 'Random and unguessable; with the last name it opens the booking.' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'status',
            type: 'select',
            required: true,
            defaultValue: 'held',
            index: true,
            options: [...BOOKING_STATUS_OPTIONS],
          },
          {
            name: 'bookingType',
            type: 'select',
            required: true,
            defaultValue: storedBookingType(BOOKING_TYPE.PAY_NOW),
            options: [...BOOKING_TYPES],
          },
          {
            name: 'onRequest',
            type: 'checkbox',
            defaultValue: false,
            admin: {
              readOnly: true,
              description: 'Chosen while no car of its category was free: saved as a request for staff to answer.',
            },
          },
          {
            name: 'heldUntil',
            type: 'date',
            admin: {
              ...dateTime,
              description: 'A held booking, or a saved pay-now booking not paid yet, lapses then (empty: it stands).',
            },
          },
        ],
      },
      {
        name: 'requestDecision',
        type: 'ui',
        admin: { components: { Field: '/cms/collections/rental/Bookings/admin/RequestDecision#RequestDecision' } },
      },
      {
        name: 'cancelBooking',
        type: 'ui',
        admin: { components: { Field: '/cms/collections/rental/Bookings/admin/CancelBooking#CancelBooking' } },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'holderSession',
            type: 'text',
            index: true,
            admin: { readOnly: true, description: 'Visitor session that chose the car (hold limits).' },
          },
          {
            name: 'holderAddressHash',
            type: 'text',
            index: true,
            admin: {
              readOnly: true,
              description: 'Keyed hash of the client address (hold limits); never the address.',
            },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'carCategory', type: 'relationship', relationTo: 'car-categories', required: true, index: true },
          {
            name: 'vehicle',
            type: 'relationship',
            relationTo: 'vehicles',
            index: true,
            admin: { description: 'The unit assigned on the planning board (Rental › Planning board).' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'officeOut', type: 'relationship', relationTo: 'offices', required: true },
          { name: 'officeIn', type: 'relationship', relationTo: 'offices', required: true },
          {
            name: 'isOneWay',
            type: 'checkbox',
            defaultValue: false,
            admin: { readOnly: true, description: 'Returned at another office (set from the offices).' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'dateOut', type: 'date', required: true, index: true, admin: dateTime },
          { name: 'dateIn', type: 'date', required: true, index: true, admin: dateTime },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'priceListId', type: 'number', required: true, defaultValue: DEFAULT_PRICE_LIST_ID },
          currencyField,
          { name: 'promoCode', type: 'text' },
          countField('driverAge', { required: true, defaultValue: 25 }),
        ],
      },
      bookingServicesField,
      driversField,
      clientField,
      {
        name: 'lastNameNormalized',
        type: 'text',
        index: true,
        admin: { readOnly: true, position: 'sidebar', description: 'Set from the client last name.' },
      },
      {
        // The bookings console's search: name keys of the renter and drivers, e-mail, phone digits.
        name: 'searchText',
        type: 'text',
        admin: { hidden: true },
      },
      totalsField,
      paymentsField,
      refundsField,
      cancellationFeeField,
      depositField,
      checkOutField,
      checkInField,
      damageClaimField,
      laterChargesField,
      ...bookingListColumns,
      {
        type: 'row',
        fields: [
          { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: [...LOCALES] },
          {
            name: 'exchangeRate',
            type: 'number',
            min: 0,
            admin: { description: 'ISK per EUR, locked when the booking was made.' },
          },
        ],
      },
    ],
    // The unit is assigned by the bookings module (the planning board), which checks its schedule.
    ['client', 'drivers', 'lastNameNormalized'],
  ),
}
