export const THEMES = ['light', 'dark', 'brand'] as const
export type Theme = (typeof THEMES)[number]
