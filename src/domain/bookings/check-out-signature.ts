/**
 * The renter's review of the check-out record and their signature on the agent's tablet, and the
 * photos a renter adds from the booking link (issue 32, ADR 029). Staff's texts, English.
 */

/** A signature drawn on the pad, as the PNG or JPEG the screen sends: a few kB; more is not a signature. */
export const MAX_SIGNATURE_BYTES = 512 * 1024
/** The photos a renter may add of their own, all told. */
export const MAX_RENTER_PHOTOS = 5

export type SignatureRefusal = 'NOT_CHECKED_OUT' | 'ALREADY_SIGNED' | 'NO_SIGNATURE'

export const SIGNATURE_REFUSALS: Readonly<Record<SignatureRefusal, string>> = {
  NOT_CHECKED_OUT: 'Record the check-out before the renter signs.',
  ALREADY_SIGNED: 'The renter has signed this check-out already.',
  NO_SIGNATURE: 'The signature is empty or too large: let the renter sign in the field.',
}

/**
 * Why the renter cannot sign the check-out record now, or undefined when they can: it must have
 * been recorded, not signed yet, and the signature must be an image of a plausible size.
 */
export function signatureRefusal(params: {
  readonly isCheckedOut: boolean
  readonly isSigned: boolean
  readonly signatureBytes: number
}): SignatureRefusal | undefined {
  if (!params.isCheckedOut) return 'NOT_CHECKED_OUT'
  if (params.isSigned) return 'ALREADY_SIGNED'
  if (params.signatureBytes < 1 || params.signatureBytes > MAX_SIGNATURE_BYTES) return 'NO_SIGNATURE'
  return undefined
}

export type RenterPhotoRefusal = 'NOT_CHECKED_OUT' | 'RETURNED' | 'TOO_MANY' | 'NO_PHOTOS'

/**
 * Why a renter cannot add `adding` photos of their own now, or undefined when they can: after the
 * car was checked out, before its return is due (or recorded), at most MAX_RENTER_PHOTOS in all.
 */
export function renterPhotoRefusal(params: {
  readonly status: string
  readonly isCheckedOut: boolean
  readonly isReturned: boolean
  readonly endsAt: number
  readonly existing: number
  readonly adding: number
  readonly now: number
}): RenterPhotoRefusal | undefined {
  if (params.status !== 'confirmed' || !params.isCheckedOut) return 'NOT_CHECKED_OUT'
  if (params.isReturned || params.now >= params.endsAt) return 'RETURNED'
  if (params.adding < 1) return 'NO_PHOTOS'
  if (params.existing + params.adding > MAX_RENTER_PHOTOS) return 'TOO_MANY'
  return undefined
}
