import type React from 'react'

import type { SocialNetwork } from '@/server/cms/site-chrome'

/** The networks' names, as they write them (not translated). */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
  tripadvisor: 'Tripadvisor',
}

const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.4 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21Z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17.3" cy="6.7" r="1.1" />
    </>
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3Z" />
  ),
  tiktok: (
    <path d="M16.6 3h-3.1v12.2a2.6 2.6 0 1 1-2.6-2.6c.3 0 .5 0 .8.1V9.5a5.8 5.8 0 1 0 4.9 5.7V9a7.4 7.4 0 0 0 4.4 1.4V7.3A4.4 4.4 0 0 1 16.6 3Z" />
  ),
  linkedin: (
    <path d="M4 3.5A2 2 0 1 1 4 7.5a2 2 0 0 1 0-4ZM2.3 9h3.4v11H2.3Zm5.6 0h3.3v1.5h.1a3.6 3.6 0 0 1 3.2-1.8c3.5 0 4.1 2.3 4.1 5.2v6.1h-3.4v-5.4c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H7.9Z" />
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8Zm-1.1 16.2h1.7L7.3 4.7H5.5Z" />
  ),
  tripadvisor: (
    <>
      <circle cx="7" cy="13" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17" cy="13" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="7" cy="13" r="1.3" />
      <circle cx="17" cy="13" r="1.3" />
      <path d="M3 9.2A13 13 0 0 1 21 9.2L19.6 10a11.4 11.4 0 0 0-15.2 0Z" />
    </>
  ),
}

export function SocialIcon({ network, className = 'size-5' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      {GLYPHS[network]}
    </svg>
  )
}
