/** The icons an editor can pick for an info grid item. */
export const INFO_ICONS = ['car', 'shield', 'plane', 'clock', 'road', 'phone', 'wallet', 'star', 'map', 'snow'] as const

export type InfoIconName = (typeof INFO_ICONS)[number]
