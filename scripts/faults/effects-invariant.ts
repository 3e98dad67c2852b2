/**
 * The after-effects outbox (booking_effects), once the bookings module has one: nothing left in
 * 'needs-attention' and nothing still 'pending' or 'running' once the run has settled. Until the table exists
 * there is nothing to judge, and the verdict says so without failing.
 */
import type { Snapshot } from './db-reader'
import type { Verdict } from './verdict'

export function effectsDone(snapshot: Snapshot): Verdict & { readonly isJudged: boolean } {
  const { effects } = snapshot
  const name = "the after-effects outbox drained: nothing 'pending' or 'running', nothing 'needs-attention'"
  const key = 'effects-drained'
  if (!effects)
    return { key, name, isHeld: true, isJudged: false, figures: 'no booking_effects table: not judged', examples: [] }
  const waiting = (effects.counts.pending ?? 0) + (effects.counts.running ?? 0)
  const attention = effects.counts['needs-attention'] ?? 0
  return {
    key,
    name,
    isHeld: waiting === 0 && attention === 0,
    isJudged: true,
    figures: Object.entries(effects.counts)
      .map(([status, count]) => `${status} ${count}`)
      .join(', '),
    examples: effects.needingAttention.map(
      (row) => `needs attention: ${row.kind} booking ${row.bookingId ?? '-'}: ${row.lastError}`,
    ),
  }
}
