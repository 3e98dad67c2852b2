/** Registrations are kept uppercase without spaces or dashes: "ab-123" is AB123. */
export function normalizeRegistration(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '')
}

/** Two to eight capital letters and digits (Icelandic plates are like AB123 or ABC12). */
export function validateRegistration(value: string | null | undefined): true | string {
  if (!value) return 'A registration is required'
  return /^[A-Z0-9ÁÐÉÍÓÚÝÞÆÖ]{2,8}$/.test(normalizeRegistration(value))
    ? true
    : 'Use letters and digits only, e.g. AB123'
}
