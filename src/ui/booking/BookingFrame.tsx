import type React from 'react'

import {
  isRecommendedBlockVisible,
  isSidebarVisible,
  stepIndex,
  type Flow,
  type StepId,
} from '@/domain/booking/booking-steps'

import { StepNav } from './StepNav'
import { SummarySkeleton } from './SummarySkeleton'

type Props = {
  step: StepId
  children: React.ReactNode
  /** The summary of the chosen car; a skeleton until there is one. */
  summary?: React.ReactNode
  /** Recommended cars, shown only at step index 3 or lower (SPEC §2). */
  recommended?: React.ReactNode
  /** The manage steps instead of the booking steps (manage mode), each reachable one a link. */
  flow?: Flow | undefined
  hrefOf?: ((step: StepId) => string | undefined) | undefined
}

/**
 * The inside of the booking layout (SPEC §2): step navigation, main area and sidebar summary, then
 * the recommended block. Without a sidebar (payment, confirmation) the main area takes full width.
 */
export function BookingFrame({ step, children, summary, recommended, flow, hrefOf }: Props) {
  const hasSidebar = isSidebarVisible(step)
  const hasRecommended = recommended !== undefined && isRecommendedBlockVisible(stepIndex('booking', step))
  return (
    <>
      <StepNav current={step} flow={flow} hrefOf={hrefOf} />
      <div
        className={`mx-auto grid w-full max-w-[1440px] gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 ${
          hasSidebar ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''
        }`}
      >
        <div className="min-w-0">{children}</div>
        {hasSidebar ? (
          <aside className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:self-start">
            {summary ?? <SummarySkeleton />}
          </aside>
        ) : null}
      </div>
      {hasRecommended ? (
        <div className="mx-auto w-full max-w-[1440px] px-4 pb-10 sm:px-6 lg:px-8">{recommended}</div>
      ) : null}
    </>
  )
}
