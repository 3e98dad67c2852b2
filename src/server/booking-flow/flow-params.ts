import 'server-only'

/** URL parameter the search page reads to show the reservation error modal (an error code). */
export const RESERVATION_ERROR_PARAM = 'reservationError'

/** Parameters that name the chosen car in the query of the steps after the search (SPEC §2). */
export const CHOICE_PARAMS = ['apiKey', 'quoteID', 'DateTimeOut', 'DateTimeIn'] as const
