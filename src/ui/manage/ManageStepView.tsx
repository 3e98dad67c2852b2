import type React from 'react'

import type { StepId } from '@/domain/booking/booking-steps'
import type { ManagedBooking } from '@/server/manage/managed-booking'
import type { PriceDisplay } from '@/ui/booking/summary/price-display'
import { Heading } from '@/ui/primitives/Heading'

import { ManageFrame } from './ManageFrame'
import { ManageSummary } from './ManageSummary'

type Props = {
  step: Extract<StepId, 'protection' | 'extras' | 'detail'>
  managed: ManagedBooking
  query: URLSearchParams
  display: PriceDisplay
  title: string
  intro: string
  children: React.ReactNode
}

/**
 * A manage step before payment: the booking flow's frame with the manage summary beside it, the
 * step's title and intro, then its form. Payment opens once the Driver step was sent.
 */
export function ManageStepView({ step, managed, query, display, title, intro, children }: Props) {
  return (
    <ManageFrame
      step={step}
      canPay={managed.draft.submitted.includes('detail')}
      query={query}
      summary={<ManageSummary managed={managed} query={query} display={display} />}
    >
      <Heading level={1} size={2} id="manage-step-title">
        {title}
      </Heading>
      <p className="mt-2 text-muted">{intro}</p>
      {children}
    </ManageFrame>
  )
}
