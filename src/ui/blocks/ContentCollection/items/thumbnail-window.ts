/** The gallery shows up to 3 thumbnails on narrow screens and 5 on wide ones (SPEC §2, §9). */
export const THUMBNAILS_NARROW = 3
export const THUMBNAILS_WIDE = 5

/** Indexes of the `visible` thumbnails around `current`, kept inside `0..total-1`. */
export function thumbnailWindow({ current, total, visible }: { current: number; total: number; visible: number }) {
  const count = Math.max(0, Math.min(visible, total))
  const start = Math.min(Math.max(current - Math.floor(count / 2), 0), total - count)
  return Array.from({ length: count }, (_, offset) => start + offset)
}

/** The next slide index, wrapping around at both ends. */
export function stepSlide({ current, total, step }: { current: number; total: number; step: number }): number {
  if (total <= 0) return 0
  return (((current + step) % total) + total) % total
}
