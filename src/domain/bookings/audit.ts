/**
 * What staff did to a booking (or to a unit: its blocks, ADR 032), as the audit trail names it. Each action is recorded by the command
 * that performs it, in the same transaction, so the trail holds every action that took effect and
 * nothing that did not.
 */
export const STAFF_ACTIONS = [
  'cancel-booking',
  'cancel-waiving-fee',
  'confirm-request',
  'decline-request',
  'refund',
  'send-payment-link',
  'change-booking',
  'resend-mail',
  'export-data',
  'anonymise',
  'authorise-deposit',
  'capture-deposit',
  'release-deposit',
  'assign-unit',
  'check-out',
  'sign-check-out',
  'check-in',
  'add-return-charge',
  'send-claim-notice',
  'object-claim',
  'decide-claim',
  'settle-claim',
  'withdraw-claim',
  'add-renter-photos',
  'add-later-charge',
  'withdraw-later-charge',
  'block-unit',
  'change-unit-block',
  'remove-unit-block',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

export const STAFF_ACTION_LABELS: Readonly<Record<StaffAction, string>> = {
  'cancel-booking': 'Cancelled the booking',
  'cancel-waiving-fee': 'Cancelled the booking, fee waived',
  'confirm-request': 'Confirmed the request',
  'decline-request': 'Declined the request',
  refund: 'Refunded',
  'send-payment-link': 'Sent a payment link for the balance',
  'change-booking': 'Changed the booking',
  'resend-mail': 'Sent the e-mail again',
  'export-data': "Exported the customer's data",
  anonymise: 'Anonymised the customer',
  'authorise-deposit': 'Authorised the deposit',
  'capture-deposit': 'Captured part of the deposit',
  'release-deposit': 'Released the deposit',
  'assign-unit': 'Assigned a unit',
  'check-out': 'Checked the car out',
  'sign-check-out': 'The renter signed the check-out; the agreement was made',
  'check-in': 'Checked the car in',
  'add-return-charge': 'Added a return charge',
  'send-claim-notice': 'Sent the damage claim notice',
  'object-claim': 'The renter objected to the claim',
  'decide-claim': 'Decided on the objection',
  'settle-claim': 'Settled the damage claim',
  'withdraw-claim': 'Withdrew the damage claim',
  'add-renter-photos': 'The renter added photos of the car',
  'add-later-charge': 'Added a later toll or fine',
  'withdraw-later-charge': 'Withdrew a later toll or fine',
  'block-unit': 'Blocked a unit',
  'change-unit-block': "Changed a unit's block",
  'remove-unit-block': "Removed a unit's block",
}

/** The staff member acting: kept by id and by e-mail, so the entry still names them once their account is gone. */
export type StaffActor = { readonly userId: number; readonly email: string }

/**
 * Who an entry names: staff, or the renter acting on their own booking through its manage look-up
 * (an objection to a damage claim, their own photos of the car), named by the booking's e-mail and
 * no user.
 */
export type AuditActor = StaffActor | { readonly userId: null; readonly email: string }
