import { Link } from '@/i18n/navigation'

import type { ChromeImage } from '@/server/cms/site-chrome'

type Props = { logo: ChromeImage | null; name: string; label: string; className?: string }

/**
 * The company logo (or its name when no logo is set), linking to the home page. Fetched at low
 * priority: it is never the page's largest image, which should get the bandwidth first.
 */
export function Logo({ logo, name, label, className = '' }: Props) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-md text-xl font-extrabold tracking-tight text-brand-900 ${className}`}
    >
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- the CMS file is served as uploaded (SVG or resized WebP)
        <img
          src={logo.url}
          alt=""
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          fetchPriority="low"
          decoding="async"
          className="h-9 w-auto max-w-44 object-contain lg:h-10"
        />
      ) : (
        <span aria-hidden="true">{name}</span>
      )}
    </Link>
  )
}
