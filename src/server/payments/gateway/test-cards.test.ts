import { describe, expect, it } from 'vitest'

import { paymentStatusClass } from '@/domain/payments/payment-status'

import { cardBehaviour, type BankAnswer } from './test-cards'

const classOf = (answer: BankAnswer) =>
  paymentStatusClass({ bankCode: answer.bankCode, transactionStatus: answer.transactionStatus })

function finalClass(cardNumber: string) {
  const behaviour = cardBehaviour(cardNumber)
  return behaviour.kind === 'final' ? classOf(behaviour.answer) : 'challenge'
}

describe('gateway test cards', () => {
  it('map through the bank code and status letter to the spec status classes', () => {
    expect(finalClass('4242 4242 4242 4242')).toBe('COLLECTED')
    expect(finalClass('378282246310005')).toBe('COLLECTED')
    expect(finalClass('4000000000000002')).toBe('DECLINED')
    expect(finalClass('4000000000000077')).toBe('PREAUTH')
    expect(finalClass('4000000000000085')).toBe('PREAUTH_FAILED')
    expect(finalClass('4000000000000119')).toBe('FAILED')
    expect(finalClass('5555555555554444')).toBe('DECLINED')
  })

  it('ask for a 3-D Secure challenge on 4000 0000 0000 3220', () => {
    const behaviour = cardBehaviour('4000 0000 0000 3220')
    expect(behaviour.kind).toBe('challenge')
    if (behaviour.kind !== 'challenge') return
    expect(classOf(behaviour.onApprove)).toBe('COLLECTED')
    expect(classOf(behaviour.onDeny)).toBe('DECLINED')
  })
})
