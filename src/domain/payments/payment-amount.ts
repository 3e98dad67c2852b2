/** SPEC §9: payments settle in ISK. */
export const PAYMENT_CURRENCY = 'ISK'
