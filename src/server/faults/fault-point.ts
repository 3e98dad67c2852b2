import 'server-only'

import type { FaultPoint } from '@/domain/faults/fault-points'
import { env } from '@/env'

/**
 * Kills this process (SIGKILL, as a crash or an OOM kill would) at `point` when VEGUR_FAULT_KILL_AT
 * names it. Test only (npm run test:faults): unset in every real deployment, so this is one comparison.
 */
export function faultPoint(point: FaultPoint): void {
  if (env.VEGUR_FAULT_KILL_AT === point) process.kill(process.pid, 'SIGKILL')
}
