/**
 * Integer division with an explicit rounding rule, on BigInt so that no float error creeps in.
 * - 'half-up': to the nearest integer, ties away from zero (commercial rounding);
 * - 'down': towards minus infinity (floor); 'up': towards plus infinity (ceiling).
 */
export type Rounding = 'half-up' | 'down' | 'up'

export function divideRounded(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive')
  const quotient = numerator / denominator
  const remainder = numerator % denominator
  if (remainder === 0n) return quotient
  if (rounding === 'down') return numerator < 0n ? quotient - 1n : quotient
  if (rounding === 'up') return numerator > 0n ? quotient + 1n : quotient
  const isHalfOrMore = 2n * (remainder < 0n ? -remainder : remainder) >= denominator
  if (!isHalfOrMore) return quotient
  return numerator < 0n ? quotient - 1n : quotient + 1n
}

/** A decimal factor (rate, percentage) as an exact integer numerator over `scale`. */
export function toScaled(value: number, scale: bigint): bigint {
  return BigInt(Math.round(value * Number(scale)))
}
