/** Scroll-driven chrome: the hiding header and the back-to-top button. */

/** The header hides only once the page is scrolled past 1.5 times its height. */
const HEADER_HIDE_FACTOR = 1.5
/** The back-to-top button appears past this scroll offset (px). */
const BACK_TO_TOP_OFFSET = 300
/** Scroll handlers run at most once per this many milliseconds. */
export const SCROLL_THROTTLE_MS = 100

export type HeaderVisibility = 'visible' | 'hidden' | 'unchanged'

/**
 * Near the top the header always shows; further down it hides while scrolling down and comes back on
 * scrolling up. `prevY` and `y` are the previous and current scroll offsets.
 */
export function headerVisibility(prevY: number, y: number, headerHeight: number): HeaderVisibility {
  if (y <= headerHeight * HEADER_HIDE_FACTOR) return 'visible'
  if (y > prevY) return 'hidden'
  if (y < prevY) return 'visible'
  return 'unchanged'
}

export function isBackToTopVisible(y: number): boolean {
  return y > BACK_TO_TOP_OFFSET
}

/**
 * Calls `fn` at most once per `waitMs`: at once, then once more at the end of the window when calls
 * were made meanwhile, so the last scroll position is never missed.
 */
export function throttle(fn: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | null = null
  const fire = () => {
    timer = null
    last = Date.now()
    fn()
  }
  return {
    run() {
      const remaining = last + waitMs - Date.now()
      if (remaining <= 0 && timer === null) fire()
      else if (timer === null) timer = setTimeout(fire, Math.max(remaining, 0))
    },
    cancel() {
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}
