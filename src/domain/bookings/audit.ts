/**
 * What staff did to a booking, as the audit trail names it. Each action is recorded by the command
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
}

/** The staff member acting: kept by id and by e-mail, so the entry still names them once their account is gone. */
export type StaffActor = { readonly userId: number; readonly email: string }
