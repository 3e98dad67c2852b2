/**
 * The five moments a server is killed (-9) at, and where the fault point is armed. A payment's
 * points are reached in the request on server A (the visitor then retries on B). A refund may be
 * asked by a request or by a background job on either server, so that point is armed on both.
 */
import type { FaultPoint } from '../../src/domain/faults/fault-points'

import type { ServerName } from './servers'

export type KillScenario = {
  readonly name: string
  readonly point: FaultPoint
  readonly action: 'pay' | 'cancel'
  readonly armed: readonly ServerName[]
  /** Whether a background job may reach the point after the visitor's request has ended. */
  readonly mayBeLate: boolean
}

export const KILL_SCENARIOS: readonly KillScenario[] = [
  {
    name: 'kill before the provider call',
    point: 'before-provider-charge',
    action: 'pay',
    armed: ['A'],
    mayBeLate: false,
  },
  {
    name: 'kill after the provider charged',
    point: 'after-provider-charge',
    action: 'pay',
    armed: ['A'],
    mayBeLate: false,
  },
  {
    name: 'kill after the charge is recorded',
    point: 'after-charge-recorded',
    action: 'pay',
    armed: ['A'],
    mayBeLate: false,
  },
  {
    name: 'kill after the cancellation commit',
    point: 'after-cancel-commit',
    action: 'cancel',
    armed: ['A'],
    mayBeLate: false,
  },
  {
    name: 'kill after the provider refunded',
    point: 'after-provider-refund',
    action: 'cancel',
    armed: ['A', 'B'],
    mayBeLate: true,
  },
]
