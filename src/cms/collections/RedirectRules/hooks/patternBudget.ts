import vm from 'node:vm'

/** How long a pattern may take on all the probe paths together before it is called catastrophic. */
const BUDGET_MS = 50
const PROBE_LENGTH = 5_000

/**
 * Whether a `^` pattern answers the long probe paths within the budget. Catastrophic backtracking
 * (`^/(a+)+$`, `^/(.*)*x`) takes seconds to years on such paths; the probe runs in a VM context
 * whose timeout interrupts the regular expression engine, so a bad pattern costs the editor 50 ms.
 */
export function isPatternFastEnough(pattern: string): boolean {
  const probes = probePaths(pattern)
  try {
    vm.runInNewContext(
      'const re = new RegExp(pattern); for (const probe of probes) re.exec(probe)',
      { pattern, probes },
      { timeout: BUDGET_MS },
    )
    return true
  } catch {
    return false
  }
}

/** Long paths made of the pattern's own characters and common path characters, each ending in a mismatch. */
function probePaths(pattern: string): string[] {
  const literal = /^\^?((?:[\w/-]|\\.)*)/.exec(pattern)?.[1]?.replace(/\\(.)/g, '$1') ?? ''
  const characters = new Set(['a', '0', '/', '-', '.', ...pattern.replace(/[^\w/.-]/g, '')])
  const probes: string[] = []
  for (const character of characters) {
    const run = character.repeat(PROBE_LENGTH)
    probes.push(
      `${literal}${run}\u0000`,
      `/${run}\u0000`,
      `${literal}${`${character}/`.repeat(PROBE_LENGTH / 2)}\u0000`,
    )
  }
  return probes
}
