/**
 * Open modals, last opened last. Only the top one reacts to Escape and outside clicks, and the
 * page scroll stays locked while any is open.
 */
const stack: string[] = []
let savedOverflow: string | null = null

export function pushModal(id: string): void {
  if (stack.includes(id)) return
  stack.push(id)
  if (stack.length === 1) lockScroll()
}

export function removeModal(id: string): void {
  const index = stack.indexOf(id)
  if (index === -1) return
  stack.splice(index, 1)
  if (stack.length === 0) unlockScroll()
}

export function isTopModal(id: string): boolean {
  return stack.at(-1) === id
}

export function openModalCount(): number {
  return stack.length
}

function lockScroll(): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  savedOverflow = root.style.overflow
  const scrollbar = window.innerWidth - root.clientWidth
  root.style.overflow = 'hidden'
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
}

function unlockScroll(): void {
  if (typeof document === 'undefined') return
  const root = document.documentElement
  root.style.overflow = savedOverflow ?? ''
  root.style.paddingRight = ''
  savedOverflow = null
}
