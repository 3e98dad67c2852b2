/** Small decorative icons of the chrome; the controls that use them carry the accessible name. */

import type React from 'react'

type Props = { className?: string }

/** The shared outline-icon shell: no fill, drawn with the current text colour. */
function OutlineIcon(props: { className: string; viewBox?: string; strokeWidth?: string; children: React.ReactNode }) {
  const { className, viewBox = '0 0 24 24', strokeWidth = '1.8', children } = props
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  )
}

export function ChevronDownIcon({ className = 'size-4' }: Props) {
  return (
    <OutlineIcon className={className} viewBox="0 0 20 20" strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d="m5 7.5 5 5 5-5" />
    </OutlineIcon>
  )
}

export function MenuIcon({ className = 'size-6' }: Props) {
  return (
    <OutlineIcon className={className} strokeWidth="2">
      <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
    </OutlineIcon>
  )
}

export function GlobeIcon({ className = 'size-5' }: Props) {
  return (
    <OutlineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </OutlineIcon>
  )
}

export function ArrowUpIcon({ className = 'size-5' }: Props) {
  return (
    <OutlineIcon className={className} strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d="M12 19V5m-6 6 6-6 6 6" />
    </OutlineIcon>
  )
}

export function PhoneIcon({ className = 'size-5' }: Props) {
  return (
    <OutlineIcon className={className}>
      <path
        strokeLinejoin="round"
        d="M5 4h3l1.5 4-2 1.3a11 11 0 0 0 7.2 7.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 3 6.2 2 2 0 0 1 5 4Z"
      />
    </OutlineIcon>
  )
}

export function MailIcon({ className = 'size-5' }: Props) {
  return (
    <OutlineIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path strokeLinejoin="round" d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </OutlineIcon>
  )
}

export function PinIcon({ className = 'size-5' }: Props) {
  return (
    <OutlineIcon className={className}>
      <path strokeLinejoin="round" d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </OutlineIcon>
  )
}
