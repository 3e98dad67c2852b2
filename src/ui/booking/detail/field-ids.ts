/** The element id of a form field path ('additionalDrivers.0.expiry.date' → 'additionalDrivers-0-expiry-date'). */
export function fieldId(path: string): string {
  return path.replaceAll('.', '-')
}
