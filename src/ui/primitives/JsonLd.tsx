import { serializeJsonLd } from './json-ld'

/** Structured data for search engines, safely escaped for an inline script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
