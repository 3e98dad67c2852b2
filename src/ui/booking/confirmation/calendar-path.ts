/** The .ics file of the visitor's confirmed booking (authorised by the booking flow cookie). */
export const BOOKING_CALENDAR_PATH = '/api/booking-calendar'
