/** Drivers besides the main one a booking may name (the booking API takes ten drivers at most). */
export const MAX_ADDITIONAL_DRIVERS = 4
