import type { ButtonStyle } from '@/domain/content/button-style-names'

const BASE =
  'inline-flex items-center justify-center gap-2 text-base font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60'
const BOX = 'min-h-11 rounded-lg px-5 py-2.5'

const STYLES: Record<ButtonStyle, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-500',
  secondary: 'bg-accent-400 text-ink hover:bg-accent-500 focus-visible:outline-brand-500',
  outline: 'border-2 border-current bg-transparent text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-500',
  link: 'min-h-6 rounded-sm text-brand-600 underline underline-offset-4 hover:text-brand-700 hover:decoration-2',
}

const ON_DARK: Partial<Record<ButtonStyle, string>> = {
  outline: 'border-2 border-white bg-transparent text-white hover:bg-white/15 focus-visible:outline-white',
  link: 'min-h-6 rounded-sm text-white underline underline-offset-4 hover:decoration-2 focus-visible:outline-white',
}

/** Class names of a button (or a link that looks like one) in one of the CMS button styles. */
export function buttonClass(style: ButtonStyle | null | undefined, { isOnDark = false } = {}): string {
  const key = style ?? 'primary'
  return `${BASE} ${key === 'link' ? '' : BOX} ${(isOnDark ? ON_DARK[key] : undefined) ?? STYLES[key]}`
}
