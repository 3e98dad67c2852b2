/** Percentile (0-100) of durations in milliseconds, nearest rank. */
export function percentile(samples: readonly number[], rank: number): number {
  const sorted = [...samples].sort((left, right) => left - right)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

export function summary(label: string, samples: readonly number[]): string {
  const format = (ms: number) => `${ms.toFixed(2)} ms`
  return `${label.padEnd(28)} n=${samples.length}  p50 ${format(percentile(samples, 50))}  p95 ${format(percentile(samples, 95))}  max ${format(Math.max(...samples))}`
}

/** Times `run` `count` times, one after another, after `warmup` untimed runs. */
export async function timeRuns(params: {
  count: number
  warmup: number
  run: (iteration: number) => Promise<void>
}): Promise<number[]> {
  for (let at = 0; at < params.warmup; at += 1) await params.run(at)
  const samples: number[] = []
  for (let at = 0; at < params.count; at += 1) {
    const started = performance.now()
    await params.run(at)
    samples.push(performance.now() - started)
  }
  return samples
}
