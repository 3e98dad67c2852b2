import { getTranslations } from 'next-intl/server'

import { NETWORK_NAMES, SocialIcon } from './SocialIcon'
import type { SocialLink } from '@/server/cms/site-chrome'

/** Round icon links to the company's social pages; each named "{company} on {network}". */
export async function SocialLinks({ links, companyName }: { links: SocialLink[]; companyName: string }) {
  const t = await getTranslations('chrome')
  const common = await getTranslations('common')
  if (links.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ network, url }) => (
        <li key={`${network}-${url}`}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-white transition-colors hover:bg-brand-600"
          >
            <SocialIcon network={network} />
            <span className="sr-only">
              {t('followOn', { name: companyName, network: NETWORK_NAMES[network] })} ({common('openInNewTab')})
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
