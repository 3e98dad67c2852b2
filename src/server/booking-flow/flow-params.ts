import 'server-only'

/** URL parameter the search page reads to show the reservation error modal (an error code). */
export const RESERVATION_ERROR_PARAM = 'reservationError'

/** With DRIVER_TOO_YOUNG: the car's minimum driver age, for the modal to say why. */
export const RESERVATION_ERROR_AGE_PARAM = 'minimumAge'

/** Parameters that name the chosen car in the query of the steps after the search (SPEC §2). */
export const CHOICE_PARAMS = ['apiKey', 'quoteID', 'DateTimeOut', 'DateTimeIn'] as const

/** URL parameter naming the car (category id) that was sold out while it was being chosen. */
export const UNAVAILABLE_CAR_PARAM = 'unavailableCar'
