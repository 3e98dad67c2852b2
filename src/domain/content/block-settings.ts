/** SPEC §3 content block settings (theme, width, cssClass, style, columns); SPEC §9: layout grid of 100 columns. */
export const BLOCK_WIDTHS = ['100', '75', '66', '50'] as const
export type BlockWidth = (typeof BLOCK_WIDTHS)[number]

export const BLOCK_STYLES = ['default', 'boxed', 'flush'] as const
export type BlockStyle = (typeof BLOCK_STYLES)[number]

const CLASS_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/

/** An editor's extra classes: class names separated by spaces, nothing that could break out of the attribute. */
export function isCssClassList(value: string): boolean {
  const names = value.trim().split(/\s+/)
  return value.length <= 200 && names.every((name) => CLASS_NAME.test(name))
}

/** The classes an editor added, or '' when they are not a plain class list. */
export function safeCssClasses(value: string | null | undefined): string {
  return value && isCssClassList(value) ? value.trim().split(/\s+/).join(' ') : ''
}

export function isBlockWidth(value: string | null | undefined): value is BlockWidth {
  return BLOCK_WIDTHS.some((width) => width === value)
}

export function isBlockStyle(value: string | null | undefined): value is BlockStyle {
  return BLOCK_STYLES.some((style) => style === value)
}
