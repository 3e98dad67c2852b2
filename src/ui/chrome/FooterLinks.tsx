import { SmartLink } from '@/ui/primitives/SmartLink'

import { FOOTER_HEADING } from './footer-styles'
import type { ChromeLink, MenuItem } from '@/server/cms/site-chrome'

const LINK = 'inline-flex min-h-11 items-center text-ink hover:text-brand-700 hover:underline underline-offset-4'

/** Footer pages: an entry with sub-pages is a column headed by its own link; the rest share one column. */
export function FooterLinks({ items }: { items: MenuItem[] }) {
  const plain = items.filter((item) => item.subPages.length === 0)
  const columns = items.filter((item) => item.subPages.length > 0)
  return (
    <>
      {columns.map((item, index) => (
        <div key={`${item.url}-${index}`}>
          <h2 className={FOOTER_HEADING}>
            <SmartLink href={item.url} className="flex min-h-11 items-center hover:text-brand-700">
              {item.title}
            </SmartLink>
          </h2>
          <LinkList links={item.subPages} />
        </div>
      ))}
      {plain.length > 0 ? <LinkList links={plain} /> : null}
    </>
  )
}

function LinkList({ links }: { links: ChromeLink[] }) {
  return (
    <ul>
      {links.map((link, index) => (
        <li key={`${link.url}-${index}`}>
          <SmartLink href={link.url} className={LINK}>
            {link.title}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
