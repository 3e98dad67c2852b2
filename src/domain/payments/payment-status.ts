/** SPEC §4: payment status classes. */
export const PAYMENT_STATUS_CLASSES = ['COLLECTED', 'PREAUTH', 'PREAUTH_FAILED', 'DECLINED', 'FAILED'] as const
export type PaymentStatusClass = (typeof PAYMENT_STATUS_CLASSES)[number]

/** The bank's response code for an approved transaction. */
const BANK_APPROVED_CODE = '000'

/**
 * The class of a payment from the bank's status code and the gateway's transaction status letter.
 * Codes are compared as three digits ('0' is '000'); the letter without case.
 *
 * | bank code        | letter | class          | meaning                                   |
 * |------------------|--------|----------------|-------------------------------------------|
 * | 000              | A      | COLLECTED      | authorised and captured                   |
 * | 000              | P      | PREAUTH        | authorised, amount held (pre-authorised)  |
 * | not 000 / absent | P      | PREAUTH_FAILED | pre-authorisation refused                 |
 * | not 000 / absent | D      | DECLINED       | declined by the bank (e.g. 051, 005, 054) |
 * | anything else    |        | FAILED         | error, contradiction (000 + D), unknown   |
 */
export function paymentStatusClass(params: {
  bankCode: string | number | null | undefined
  transactionStatus: string | null | undefined
}): PaymentStatusClass {
  const isApproved = normalizeBankCode(params.bankCode) === BANK_APPROVED_CODE
  const letter = (params.transactionStatus ?? '').trim().toUpperCase()
  if (letter === 'A') return isApproved ? 'COLLECTED' : 'FAILED'
  if (letter === 'P') return isApproved ? 'PREAUTH' : 'PREAUTH_FAILED'
  if (letter === 'D') return isApproved ? 'FAILED' : 'DECLINED'
  return 'FAILED'
}

/** Money was taken or held: the visitor goes to /confirmation/success, else /confirmation/error. */
export function isSuccessfulPayment(status: PaymentStatusClass): boolean {
  return status === 'COLLECTED' || status === 'PREAUTH'
}

function normalizeBankCode(code: string | number | null | undefined): string | undefined {
  if (code === null || code === undefined) return undefined
  const text = String(code).trim()
  return /^\d{1,3}$/.test(text) ? text.padStart(3, '0') : undefined
}
