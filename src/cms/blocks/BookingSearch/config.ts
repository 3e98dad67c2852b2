import type { Block } from 'payload'

/**
 * The car search box (places, dates, times, driver age) that editors place on any page; it sends
 * the visitor to the booking's Select Car step with the search filled in.
 */
export const BookingSearchBlock: Block = {
  slug: 'bookingSearch',
  interfaceName: 'BookingSearchBlock',
  labels: { singular: 'Booking search box', plural: 'Booking search boxes' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'pickupOffice',
      type: 'text',
      admin: { description: 'Office code chosen at first (e.g. brimb1); empty: the default pickup office.' },
    },
  ],
}
