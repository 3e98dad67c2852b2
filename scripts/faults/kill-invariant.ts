/**
 * Each kill scenario must have killed its server at every armed action: a fault point that never
 * fires (not placed in the code yet, or not reached) leaves the scenario not exercised, a failure.
 */
import { KILL_SCENARIOS } from './kill-scenarios'
import { tallyOf } from './tally'
import type { Verdict } from './verdict'

export function killsHappened(): Verdict {
  const rows = KILL_SCENARIOS.map((scenario) => ({ scenario, tally: tallyOf(scenario.name) }))
  const short = rows.filter(({ tally }) => tally.armed === 0 || tally.kills < tally.armed)
  return {
    key: 'kills-happened',
    name: 'every armed fault point killed its server (the scenario was exercised)',
    isHeld: short.length === 0,
    figures: rows.map(({ scenario, tally }) => `${scenario.point} ${tally.kills}/${tally.armed}`).join(', '),
    examples: short.map(({ scenario, tally }) =>
      tally.armed === 0
        ? `${scenario.name}: never armed (no booking could be made)`
        : `${scenario.name}: ${tally.kills} kills of ${tally.armed} armed actions — not exercised`,
    ),
  }
}
