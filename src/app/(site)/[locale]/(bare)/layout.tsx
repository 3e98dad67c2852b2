import type React from 'react'

type Props = { children: React.ReactNode }

/** The bare layout (SPEC §2): no header, no footer. */
export default function BareLayout({ children }: Props) {
  return <main id="main">{children}</main>
}
