/**
 * Once everything is back, the database is read every few seconds until every money and e-mail
 * invariant holds, or the deadline passes; the last reading is judged. Prints what it waited for.
 */
import type { DatabaseReader, Snapshot } from './db-reader'
import { effectsDone } from './effects-invariant'
import { oneCancellationEach, oneConfirmationEach, outboxFilesMatch } from './mail-invariants'
import { collectedAreRecorded, noneOvercharged, nothingKeptOnClosed, refundsSettled } from './money-invariants'
import type { Verdict } from './verdict'

const EVERY_MS = 5_000
const PROGRESS_EVERY_MS = 30_000

export type Settled = { readonly verdicts: readonly Verdict[]; readonly snapshot: Snapshot; readonly waitedMs: number }

export function databaseVerdicts(snapshot: Snapshot, dataDir: string): Verdict[] {
  return [
    collectedAreRecorded(snapshot),
    noneOvercharged(snapshot),
    refundsSettled(snapshot),
    nothingKeptOnClosed(snapshot),
    oneConfirmationEach(snapshot),
    oneCancellationEach(snapshot),
    outboxFilesMatch(snapshot, dataDir),
    effectsDone(snapshot),
  ]
}

export async function settle(params: {
  reader: DatabaseReader
  dataDir: string
  deadlineMs: number
  log: (line: string) => void
}): Promise<Settled> {
  const started = performance.now()
  let lastProgress = started
  for (;;) {
    const snapshot = await params.reader.snapshot()
    const verdicts = databaseVerdicts(snapshot, params.dataDir)
    const waitedMs = performance.now() - started
    const failing = verdicts.filter((verdict) => !verdict.isHeld)
    if (failing.length === 0 || waitedMs >= params.deadlineMs) return { verdicts, snapshot, waitedMs }
    if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = performance.now()
      params.log(
        `still waiting (${Math.round(waitedMs / 1000)} s) for: ${failing.map((verdict) => verdict.key).join(', ')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
  }
}
