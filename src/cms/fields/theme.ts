export const THEMES = ['light', 'dark', 'brand'] as const
