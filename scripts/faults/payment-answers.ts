/**
 * Every answer a visitor got to a payment, by booking: whether it said money was taken (and under
 * which reference) or said "No money was taken". Compared afterwards with what the provider kept.
 */
export type PaymentAnswerRecord = {
  readonly bookingId: number
  /** The attempt's reference when the answer says money was taken or held. */
  readonly takenReference: string | undefined
  readonly saysNoMoneyTaken: boolean
}

const NO_MONEY = /No money was taken/i
const REFUSED_STATUSES = new Set(['DECLINED', 'FAILED', 'PREAUTH_FAILED'])
const TAKEN_STATUSES = new Set(['COLLECTED', 'PREAUTH'])

const answers: PaymentAnswerRecord[] = []

export function recordPaymentAnswer(params: {
  bookingId: number
  text: string
  paymentStatus: string | undefined
  reference: string | undefined
}): void {
  const { paymentStatus } = params
  answers.push({
    bookingId: params.bookingId,
    takenReference: paymentStatus && TAKEN_STATUSES.has(paymentStatus) ? params.reference : undefined,
    saysNoMoneyTaken:
      NO_MONEY.test(params.text) || (paymentStatus !== undefined && REFUSED_STATUSES.has(paymentStatus)),
  })
}

export function paymentAnswers(): readonly PaymentAnswerRecord[] {
  return answers
}
