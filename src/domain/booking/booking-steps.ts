/**
 * SPEC §2/§4: the steps of the booking and manage flows, in order. Their names are texts
 * (`booking.steps.*`, `manage.steps.*` in messages/).
 */
const BOOKING_STEPS = ['search', 'protection', 'extras', 'detail', 'payment', 'confirmation'] as const
const MANAGE_STEPS = ['protection', 'extras', 'detail', 'payment', 'confirmation'] as const

export type Flow = 'booking' | 'manage'
export type StepId = (typeof BOOKING_STEPS)[number]
export type StepState = 'past' | 'current' | 'future'

const FLOW_STEPS: Record<Flow, readonly StepId[]> = { booking: BOOKING_STEPS, manage: MANAGE_STEPS }
const FLOW_ROOT: Record<Flow, string> = { booking: '/booking', manage: '/manage-booking' }

/** SPEC §2: the recommended block shows only at step index 3 or lower. */
const RECOMMENDED_MAX_STEP_INDEX = 3
const STEPS_WITHOUT_SIDEBAR: readonly StepId[] = ['payment', 'confirmation']

/** Position of a step in its flow, -1 when the flow has no such step. */
export function stepIndex(flow: Flow, step: StepId): number {
  return FLOW_STEPS[flow].indexOf(step)
}

/** The route of a step, without language prefix. */
export function stepPath(flow: Flow, step: StepId): string {
  return step === 'search' ? FLOW_ROOT[flow] : `${FLOW_ROOT[flow]}/${step}`
}

/** Each step of the flow marked past, current or future relative to `current`. */
export function stepStates(flow: Flow, current: StepId): { id: StepId; state: StepState }[] {
  const currentIndex = stepIndex(flow, current)
  return FLOW_STEPS[flow].map((id, index) => ({
    id,
    state: index < currentIndex ? 'past' : index === currentIndex ? 'current' : 'future',
  }))
}

/** The first step not yet complete, or undefined when all are. */
export function firstIncompleteStep(flow: Flow, completed: ReadonlySet<StepId>): StepId | undefined {
  return FLOW_STEPS[flow].find((step) => !completed.has(step))
}

/**
 * Allowed transitions (DESIGN): a step is reachable when every earlier step is complete; otherwise
 * the visitor is sent to the first incomplete step.
 */
export function guardStep(params: {
  flow: Flow
  requested: StepId
  completed: ReadonlySet<StepId>
}): { isAllowed: true } | { isAllowed: false; redirectTo: StepId } {
  const { flow, requested, completed } = params
  const firstIncomplete = firstIncompleteStep(flow, completed)
  const isReachable = firstIncomplete === undefined || stepIndex(flow, requested) <= stepIndex(flow, firstIncomplete)
  if (isReachable && stepIndex(flow, requested) >= 0) return { isAllowed: true }
  return { isAllowed: false, redirectTo: firstIncomplete ?? FLOW_STEPS[flow][0] ?? 'search' }
}

export function isRecommendedBlockVisible(index: number): boolean {
  return index >= 0 && index <= RECOMMENDED_MAX_STEP_INDEX
}

/** SPEC §2: the sidebar is hidden on payment and confirmation (main area full width). */
export function isSidebarVisible(step: StepId): boolean {
  return !STEPS_WITHOUT_SIDEBAR.includes(step)
}
