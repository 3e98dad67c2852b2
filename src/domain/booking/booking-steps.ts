/** SPEC §2/§4: the steps of the booking and manage flows, with their labels, in order. */
export const BOOKING_STEPS = [
  { id: 'search', label: 'Select Car' },
  { id: 'protection', label: 'Insurance' },
  { id: 'extras', label: 'Extras' },
  { id: 'detail', label: 'Personal Information' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Confirmation' },
] as const

export const MANAGE_STEPS = [
  { id: 'protection', label: 'Protection' },
  { id: 'extras', label: 'Extras' },
  { id: 'detail', label: 'Driver' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Contract' },
] as const

export type Flow = 'booking' | 'manage'
export type StepId = (typeof BOOKING_STEPS)[number]['id']
export type StepState = 'past' | 'current' | 'future'

const FLOW_STEPS: Record<Flow, readonly { id: StepId; label: string }[]> = {
  booking: BOOKING_STEPS,
  manage: MANAGE_STEPS,
}
const FLOW_ROOT: Record<Flow, string> = { booking: '/booking', manage: '/manage-booking' }

/** SPEC §2: the recommended block shows only at step index 3 or lower. */
export const RECOMMENDED_MAX_STEP_INDEX = 3
const STEPS_WITHOUT_SIDEBAR: readonly StepId[] = ['payment', 'confirmation']

export function stepsOf(flow: Flow): readonly { id: StepId; label: string }[] {
  return FLOW_STEPS[flow]
}

/** Position of a step in its flow, -1 when the flow has no such step. */
export function stepIndex(flow: Flow, step: StepId): number {
  return FLOW_STEPS[flow].findIndex((candidate) => candidate.id === step)
}

/**
 * The step of a path from its last segment ('/de/booking/extras?x=1' is extras). The bare search
 * page '/booking' is the booking flow's search step; anything else is undefined.
 */
export function stepFromPath(flow: Flow, pathname: string): StepId | undefined {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '')
  const last = segments.at(-1)
  if (flow === 'booking' && last === 'booking') return 'search'
  return FLOW_STEPS[flow].find((step) => step.id === last && step.id !== 'search')?.id
}

/** The route of a step, without language prefix. */
export function stepPath(flow: Flow, step: StepId): string {
  return step === 'search' ? FLOW_ROOT[flow] : `${FLOW_ROOT[flow]}/${step}`
}

/** Each step of the flow marked past, current or future relative to `current`. */
export function stepStates(flow: Flow, current: StepId): { id: StepId; label: string; state: StepState }[] {
  const currentIndex = stepIndex(flow, current)
  return FLOW_STEPS[flow].map((step, index) => ({
    ...step,
    state: index < currentIndex ? 'past' : index === currentIndex ? 'current' : 'future',
  }))
}

/** The first step not yet complete, or undefined when all are. */
export function firstIncompleteStep(flow: Flow, completed: ReadonlySet<StepId>): StepId | undefined {
  return FLOW_STEPS[flow].find((step) => !completed.has(step.id))?.id
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
  return { isAllowed: false, redirectTo: firstIncomplete ?? FLOW_STEPS[flow][0]?.id ?? 'search' }
}

export function isRecommendedBlockVisible(index: number): boolean {
  return index >= 0 && index <= RECOMMENDED_MAX_STEP_INDEX
}

/** SPEC §2: the sidebar is hidden on payment and confirmation (main area full width). */
export function isSidebarVisible(step: StepId): boolean {
  return !STEPS_WITHOUT_SIDEBAR.includes(step)
}
