/** The domain's ServiceGroup plus fees, which are charged by rule (young driver, out of hours). */
export const SERVICE_GROUPS = [
  { label: 'Protection', value: 'protection' },
  { label: 'Additional protection', value: 'additional' },
  { label: 'Extra', value: 'extra' },
  { label: 'Fee', value: 'fee' },
] as const

/** SPEC §9: priced per rental if one-time, else per day. */
export const SERVICE_PRICINGS = [
  { label: 'Per day', value: 'perDay' },
  { label: 'Per rental', value: 'perRental' },
] as const

/** Age bands that pay the young-driver fee (SPEC §3: 21 is 21-24, 19 is 19-20). */
export const YOUNG_DRIVER_BANDS = [
  { label: '21-24', value: '21' },
  { label: '19-20', value: '19' },
] as const
