import { NextIntlClientProvider } from 'next-intl'
import type React from 'react'

type Props = { children: React.ReactNode }

/** The bare layout (SPEC §2): no header, no footer; its pages (the ui kit) get every message. */
export default function BareLayout({ children }: Props) {
  return (
    <main id="main">
      <NextIntlClientProvider>{children}</NextIntlClientProvider>
    </main>
  )
}
