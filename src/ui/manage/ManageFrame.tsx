import type React from 'react'

import { isSidebarVisible } from '@/domain/booking/booking-steps'

import { ManageStepNav, type ManageStepId } from './ManageStepNav'

type Props = { step: ManageStepId; canPay: boolean; summary: React.ReactNode; children: React.ReactNode }

/** A manage step: step navigation, main area and the manage sidebar (none on payment and contract). */
export function ManageFrame({ step, canPay, summary, children }: Props) {
  const hasSidebar = isSidebarVisible(step)
  return (
    <>
      <ManageStepNav current={step} canPay={canPay} />
      <div
        className={`mx-auto grid w-full max-w-[1440px] gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 ${
          hasSidebar ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''
        }`}
      >
        <div className="min-w-0">{children}</div>
        {hasSidebar ? <aside className="lg:sticky lg:top-4 lg:self-start">{summary}</aside> : null}
      </div>
    </>
  )
}
