import type React from 'react'

type Props = { children: React.ReactNode }

export default function DefaultLayout({ children }: Props) {
  return <main id="main">{children}</main>
}
