/**
 * The only form of a card number we keep or show: the first six (the bank's BIN) and the last four
 * digits, the rest as '*' ('4242424242424242' → '424242******4242'). Spaces are ignored; anything
 * that is not 12 to 19 digits gives '****' so that no part of a malformed number leaks.
 */
export function maskPan(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '')
  if (!/^\d{12,19}$/.test(digits)) return '****'
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`
}
