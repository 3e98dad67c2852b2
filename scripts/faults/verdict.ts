/** One invariant's result: whether it holds, its counts, and a few of the cases that break it. */
export type Verdict = {
  /** A few words that name it in progress lines. */
  readonly key: string
  readonly name: string
  readonly isHeld: boolean
  readonly figures: string
  readonly examples: readonly string[]
}
