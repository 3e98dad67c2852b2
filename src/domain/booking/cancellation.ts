export type CancellationPolicy =
  | { readonly canCancel: true; readonly deadline: Date }
  | { readonly canCancel: false; readonly reason: 'NOT_CONFIRMED' | 'WINDOW_CLOSED'; readonly deadline: Date }

/**
 * The company's cancellation policy: a confirmed booking is cancelled online free of charge (what
 * was paid is refunded in full) until `freeHours` before pickup; after that only the office can.
 */
export function cancellationPolicy(params: {
  status: string
  pickupAt: Date
  now: Date
  freeHours: number
}): CancellationPolicy {
  const deadline = new Date(params.pickupAt.getTime() - params.freeHours * 60 * 60 * 1000)
  if (params.status !== 'confirmed') return { canCancel: false, reason: 'NOT_CONFIRMED', deadline }
  if (params.now.getTime() >= deadline.getTime()) return { canCancel: false, reason: 'WINDOW_CLOSED', deadline }
  return { canCancel: true, deadline }
}
