/** Waiting for an armed server to die at its fault point. */
import type { FaultPoint } from '../../src/domain/faults/fault-points'

import type { Cluster, Death } from './cluster'

/** Deaths at `point` after the first `from` deaths of the run. */
export function deathsAt(cluster: Cluster, point: FaultPoint, from: number): Death[] {
  return cluster
    .deaths()
    .slice(from)
    .filter((death) => death.point === point)
}

/** Waits until `count` servers died at `point` since `from`, or `ms` passed; the deaths seen. */
export async function awaitDeaths(params: {
  cluster: Cluster
  point: FaultPoint
  from: number
  count: number
  ms: number
}): Promise<Death[]> {
  const deadline = performance.now() + params.ms
  for (;;) {
    const seen = deathsAt(params.cluster, params.point, params.from)
    if (seen.length >= params.count || performance.now() >= deadline) return seen
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
