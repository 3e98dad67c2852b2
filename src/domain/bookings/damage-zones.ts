/**
 * The zones of the check-out damage diagram (issue 32): a car seen from above, front at the top.
 * Picking a zone on the diagram adds a damage note for it; the agreement names the zone in the
 * renter's language (messages `agreement.zones`). Staff's labels, English.
 */
export const DAMAGE_ZONES = [
  'front',
  'bonnet',
  'windscreen',
  'roof',
  'rear-window',
  'boot',
  'rear',
  'left-front',
  'left-rear',
  'right-front',
  'right-rear',
  'wheels',
  'interior',
] as const

export type DamageZone = (typeof DAMAGE_ZONES)[number]

export const DAMAGE_ZONE_LABELS: Readonly<Record<DamageZone, string>> = {
  front: 'Front bumper',
  bonnet: 'Bonnet',
  windscreen: 'Windscreen',
  roof: 'Roof',
  'rear-window': 'Rear window',
  boot: 'Boot',
  rear: 'Rear bumper',
  'left-front': 'Left front side',
  'left-rear': 'Left rear side',
  'right-front': 'Right front side',
  'right-rear': 'Right rear side',
  wheels: 'Wheels and tyres',
  interior: 'Interior',
}

/** A zone's shape on the diagram (viewBox 0 0 200 390); the wheels and the interior are buttons beside it. */
export const DAMAGE_ZONE_SHAPES: Readonly<
  Partial<
    Record<DamageZone, { readonly x: number; readonly y: number; readonly width: number; readonly height: number }>
  >
> = {
  front: { x: 40, y: 10, width: 120, height: 30 },
  bonnet: { x: 40, y: 40, width: 120, height: 70 },
  windscreen: { x: 45, y: 110, width: 110, height: 30 },
  roof: { x: 45, y: 140, width: 110, height: 110 },
  'rear-window': { x: 45, y: 250, width: 110, height: 30 },
  boot: { x: 40, y: 280, width: 120, height: 70 },
  rear: { x: 40, y: 350, width: 120, height: 30 },
  'left-front': { x: 10, y: 40, width: 30, height: 150 },
  'left-rear': { x: 10, y: 190, width: 30, height: 160 },
  'right-front': { x: 160, y: 40, width: 30, height: 150 },
  'right-rear': { x: 160, y: 190, width: 30, height: 160 },
}

export function isDamageZone(value: unknown): value is DamageZone {
  return typeof value === 'string' && (DAMAGE_ZONES as readonly string[]).includes(value)
}
