import type React from 'react'

import { stepPath, type StepId } from '@/domain/booking/booking-steps'
import { BookingFrame } from '@/ui/booking/BookingFrame'

type Props = {
  step: StepId
  /** The driver step is done, so payment may open. */
  canPay: boolean
  /** The query carried from step to step (the display currency). */
  query: URLSearchParams
  summary?: React.ReactNode
  children: React.ReactNode
}

/**
 * A manage step in the booking flow's frame (SPEC §2: the manage steps, main area and the manage
 * sidebar; none on payment and contract). Every step the visitor may open is a link; payment
 * waits for the driver step.
 */
export function ManageFrame({ step, canPay, query, summary, children }: Props) {
  const hrefOf = (target: StepId) => {
    if (target === 'payment' && !canPay) return undefined
    const path = stepPath('manage', target)
    return query.size > 0 ? `${path}?${query.toString()}` : path
  }
  return (
    <BookingFrame step={step} flow="manage" hrefOf={hrefOf} summary={summary}>
      {children}
    </BookingFrame>
  )
}
