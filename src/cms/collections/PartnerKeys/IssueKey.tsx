'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { key?: string; errors?: { message: string }[] }

/**
 * On a saved partner key: Issue key (or Replace key). The new key is shown here once, to copy and
 * hand to the partner; only its hash is kept, so it cannot be shown again. A replaced key stops
 * working at once.
 */
export function IssueKey() {
  const { id } = useDocumentInfo()
  const shown = useFormFields(([fields]) => fields.keyShown?.value)
  const [key, setKey] = useState<string | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  if (id === undefined) {
    return <p style={{ marginBottom: 24 }}>Save the partner first; then issue its key here.</p>
  }
  const isReplacing = typeof shown === 'string' && shown !== ''

  async function issue() {
    if (isReplacing && !window.confirm('Replace the key? The partner’s current key stops working at once.')) return
    setIsBusy(true)
    setError(undefined)
    try {
      const response = await fetch(`/api/partner-keys/${String(id)}/issue-key`, {
        method: 'POST',
        credentials: 'include',
      })
      const answer = (await response.json()) as Answer
      if (response.ok && answer.key) setKey(answer.key)
      else setError(answer.errors?.[0]?.message ?? 'The key could not be issued.')
    } catch {
      setError('The request could not be sent. Try again.')
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div data-testid="issue-partner-key" style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
      {key ? (
        <div role="status" style={{ display: 'grid', gap: 4 }}>
          <strong>The partner’s key. Copy it now: it is not shown again.</strong>
          <code data-testid="partner-key" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
            {key}
          </code>
          <span>Send it in the X-Api-Key header. Reload the page when you have copied it.</span>
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={isBusy}
            onClick={() => void issue()}
          >
            {isReplacing ? 'Replace key' : 'Issue key'}
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" style={{ margin: 0, color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
