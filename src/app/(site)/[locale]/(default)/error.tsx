'use client'

import { useTranslations } from 'next-intl'

import { errorStatus } from '@/domain/errors/error-status'
import { Link } from '@/i18n/navigation'
import { ErrorScreen } from '@/ui/errors/ErrorScreen'
import { useChunkFailureReload } from '@/ui/errors/useChunkFailureReload'

type Props = { error: Error & { digest?: string; status?: number }; reset: () => void }

export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('errors')
  const isReloading = useChunkFailureReload(error)
  if (isReloading) return <p className="px-6 py-20 text-center text-muted">{t('reloading')}</p>
  const status = errorStatus(error)
  // Server errors reach the browser without their message in production: show the generic text.
  const message = error.digest ? t('genericText') : error.message || t('genericTitle')
  return (
    <ErrorScreen status={status} title={t('genericTitle')} text={message}>
      <button
        type="button"
        onClick={reset}
        className="rounded-lg border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('tryAgain')}
      </button>
      <Link href="/" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {t('returnHome')}
      </Link>
    </ErrorScreen>
  )
}
