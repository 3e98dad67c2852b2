/**
 * Client addresses for the test's visitors, one each, from the benchmarking range 198.18.0.0/15,
 * starting at a random point so that a run does not meet the limit counts of an earlier one.
 */
let next = Math.floor(Math.random() * 100_000)

export function newVisitorIp(): string {
  const n = next
  next += 1
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}
