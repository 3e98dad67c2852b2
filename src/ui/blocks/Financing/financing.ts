/** SPEC §5: a financing item is shown only when it has a name or an image. */
export function visibleFinancingItems<Item extends { name?: string | null; image?: unknown }>(
  items: readonly Item[] | null | undefined,
): Item[] {
  return (items ?? []).filter(
    (item) => Boolean(item.name?.trim()) || Boolean(item.image && typeof item.image === 'object'),
  )
}
