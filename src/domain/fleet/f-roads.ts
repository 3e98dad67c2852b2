/**
 * Icelandic law opens the highland F-roads to four-wheel-drive cars only, so a rental model may
 * go there when its drive type is 4WD or AWD (4x4); any other drive type, or none, may not.
 */
export function isFRoadAllowed(driveType: string | null | undefined): boolean {
  return ['4WD', 'AWD', '4X4'].includes((driveType ?? '').trim().toUpperCase())
}
