import type { ProtectionLevel } from '@/domain/booking/services'

/** Message keys (booking.protection.coverage) of what each level covers, when editors gave no lines. */
export type CoverageKey = 'cdw' | 'scdw' | 'zeroExcess' | 'gravel' | 'sandAndAsh' | 'theft' | 'thirdParty'

export const FALLBACK_COVERAGE: Readonly<Record<ProtectionLevel, readonly CoverageKey[]>> = {
  basic: ['cdw', 'theft', 'thirdParty'],
  standard: ['scdw', 'gravel', 'theft', 'thirdParty'],
  premium: ['zeroExcess', 'gravel', 'sandAndAsh', 'theft', 'thirdParty'],
}
