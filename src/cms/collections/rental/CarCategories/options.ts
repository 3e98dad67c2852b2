/** Drive types a car category can have; FWD is shown when none is set (SPEC §2). */
export const DRIVE_TYPES = ['FWD', 'RWD', 'AWD', '4WD'] as const

/** The domain's SoldOutPolicy: hide a sold-out category, or offer it ON_REQUEST. */
export const SOLD_OUT_POLICIES = [
  { label: 'Hide', value: 'hide' },
  { label: 'On request', value: 'on-request' },
] as const

/** The domain's ProtectionVariant: large cars take the Large protections (codes 10, 11, 14). */
export const CATEGORY_SIZES = [
  { label: 'Standard', value: 'standard' },
  { label: 'Large', value: 'large' },
] as const

export const MILEAGE_POLICIES = [
  { label: 'Unlimited', value: 'unlimited' },
  { label: 'Limited (km per day)', value: 'limited' },
] as const

export const FUEL_POLICIES = [
  { label: 'Full to full', value: 'fullToFull' },
  { label: 'Same to same', value: 'sameToSame' },
  { label: 'Prepaid', value: 'prepaid' },
] as const
