/** schema.org `ItemList` of a results page: its cars in order, positions counted across pages. */
export function itemListJsonLd(params: {
  readonly name: string
  readonly total: number
  readonly firstPosition: number
  readonly items: ReadonlyArray<{ readonly url: string; readonly name: string }>
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: params.name,
    numberOfItems: params.total,
    itemListElement: params.items.map((item, at) => ({
      '@type': 'ListItem',
      position: params.firstPosition + at,
      url: item.url,
      name: item.name,
    })),
  }
}
