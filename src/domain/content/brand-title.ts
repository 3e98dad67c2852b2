/**
 * Page titles carry the brand once (issue 16 item 10): the site's title template adds
 * ' · {site name}' to a page's title, unless the title names the brand already (an editor's SEO
 * title such as 'Tryggingar bílaleigubíla á Íslandi | Vegur bílaleiga'). The brand is the first
 * word of the site name ('Vegur' of 'Vegur Car Rental'), matched as a whole word in any case.
 */
export function titleNamesBrand(title: string, siteName: string): boolean {
  const brand = siteName.trim().split(/\s+/)[0]
  if (!brand) return false
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(title)
}
