'use client'

import { useRouter } from 'next/navigation'
import { useState, type ChangeEvent } from 'react'

type ImportAnswer = { created?: number; refused?: { line?: number; message: string }[]; errors?: { message: string }[] }

/**
 * Above the redirect rules' list: export every rule as CSV, or import a CSV of rules (an old
 * site's URL map). Each imported line goes through the same checks as a rule saved by hand; the
 * lines refused are listed with their reason.
 */
export function CsvTools() {
  const router = useRouter()
  const [report, setReport] = useState<string[]>([])
  const [isBusy, setIsBusy] = useState(false)

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setIsBusy(true)
    try {
      const response = await fetch('/api/redirect-rules/csv', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'text/csv' },
        body: await file.text(),
      })
      const answer = (await response.json()) as ImportAnswer
      const lines = [
        ...(answer.created === undefined ? [] : [`${answer.created} rule(s) imported.`]),
        ...(answer.refused ?? []).map((item) => `Line ${item.line ?? '?'}: ${item.message}`),
        ...(answer.errors ?? []).map((item) => item.message),
      ]
      setReport(lines)
      router.refresh()
    } catch {
      setReport(['The import could not be sent. Try again.'])
    } finally {
      setIsBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 16 }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/redirect-rules/csv" download>
        Export CSV
      </a>
      <label className="btn btn--style-secondary btn--size-small" style={{ cursor: 'pointer' }}>
        {isBusy ? 'Importing…' : 'Import CSV'}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={importFile}
          disabled={isBusy}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          data-testid="redirect-csv-import"
        />
      </label>
      <span style={{ fontSize: 13 }}>Columns: oldPath, newPath, type (permanent or temporary).</span>
      {report.length > 0 && (
        <ul role="status" style={{ width: '100%', margin: 0, paddingLeft: 20 }}>
          {report.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
