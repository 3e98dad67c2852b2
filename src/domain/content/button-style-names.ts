/** The looks an editor can give a CMS button or button-like link. */
export const BUTTON_STYLES = ['primary', 'secondary', 'outline', 'link'] as const

export type ButtonStyle = (typeof BUTTON_STYLES)[number]
