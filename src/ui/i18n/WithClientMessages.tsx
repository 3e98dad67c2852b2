import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

import { CONTENT_CLIENT_NAMESPACES, pickNamespaces } from '@/i18n/client-messages'

type Props = { namespaces: readonly string[]; children: React.ReactNode }

/**
 * Gives the client components inside the content pages' messages and `namespaces` more: the parts
 * that need texts most pages do not (the forms' error catalogue, the used-car pages) carry them
 * themselves, so the other pages' payload stays small.
 */
export async function WithClientMessages({ namespaces, children }: Props) {
  const messages = pickNamespaces(await getMessages(), [...CONTENT_CLIENT_NAMESPACES, ...namespaces])
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
}
