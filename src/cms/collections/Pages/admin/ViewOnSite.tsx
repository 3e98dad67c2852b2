'use client'

import { Button, useFormFields, useLocale } from '@payloadcms/ui'
import { useState } from 'react'

type TokenAnswer = { success?: boolean; data?: { url?: unknown } }

/**
 * In a page's sidebar: opens the published page on the site with a fresh toolbar token in its
 * address (SPEC §4 toolbar login), so the editor sees the site with the edit toolbar.
 */
export function ViewOnSite() {
  const path = useFormFields(([fields]) => fields.path?.value)
  const locale = useLocale()
  const [isFailed, setIsFailed] = useState(false)

  async function open() {
    if (typeof path !== 'string' || !path) return
    setIsFailed(false)
    const query = new URLSearchParams({ path, locale: locale.code })
    const response = await fetch(`/v1/toolbar/token?${query}`, { method: 'POST', credentials: 'include' }).catch(
      () => null,
    )
    const answer = response?.ok ? ((await response.json()) as TokenAnswer) : null
    const url = answer?.data?.url
    if (typeof url === 'string') window.open(url, '_blank', 'noopener')
    else setIsFailed(true)
  }

  return (
    <div className="field-type">
      <Button buttonStyle="secondary" size="small" onClick={() => void open()}>
        View on site with the edit toolbar
      </Button>
      {isFailed ? <p role="alert">The site link could not be made. Sign in again and retry.</p> : null}
    </div>
  )
}
