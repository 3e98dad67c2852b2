import { firstIncompleteStep, guardStep, type StepId } from './booking-steps'

/** Steps a visitor finishes by submitting them; the others follow from the booking itself. */
export const SUBMITTED_STEPS = ['protection', 'extras', 'detail'] as const satisfies readonly StepId[]
export type SubmittedStep = (typeof SUBMITTED_STEPS)[number]

/** Where the visitor's booking stands, as the step guard needs it. */
export type BookingProgress = {
  /** 'none' before a car is chosen (or once its hold has lapsed). */
  readonly booking: 'none' | 'held' | 'confirmed'
  /** Pay-now booking whose payment went through, or a pay-at-pickup booking once saved. */
  readonly isSettled: boolean
  readonly submitted: readonly SubmittedStep[]
}

/**
 * The complete steps of the booking flow (DESIGN: a step is reachable when all earlier ones are
 * complete). Select Car is complete with a booking; Insurance, Extras and Personal Information when
 * submitted for it; Payment once the booking is saved and settled. A saved booking cannot go back
 * to its choices, so those count as complete from then on.
 */
export function completedSteps(progress: BookingProgress): Set<StepId> {
  const done = new Set<StepId>()
  if (progress.booking === 'none') return done
  done.add('search')
  if (progress.booking === 'confirmed') {
    for (const step of SUBMITTED_STEPS) done.add(step)
    if (progress.isSettled) done.add('payment')
    return done
  }
  for (const step of progress.submitted) done.add(step)
  return done
}

/**
 * Whether the visitor may see `requested`, else the step to send them to. Before a car is chosen
 * only the search; while held, any step whose earlier steps are complete, but not the
 * confirmation; once saved, the choices are fixed: the payment until it is settled, then the
 * confirmation.
 */
export function resolveBookingStep(
  progress: BookingProgress,
  requested: StepId,
): { isAllowed: true } | { isAllowed: false; redirectTo: StepId } {
  const completed = completedSteps(progress)
  if (progress.booking === 'confirmed') {
    const open: StepId = progress.isSettled ? 'confirmation' : 'payment'
    return requested === open ? { isAllowed: true } : { isAllowed: false, redirectTo: open }
  }
  const guarded = guardStep({ flow: 'booking', requested, completed })
  if (!guarded.isAllowed) return guarded
  if (requested !== 'confirmation') return guarded
  return { isAllowed: false, redirectTo: firstIncompleteStep('booking', completed) ?? 'payment' }
}
