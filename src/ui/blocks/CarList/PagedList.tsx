'use client'

import type React from 'react'
import { Children, useState } from 'react'

type Props = {
  pageSize: number
  className: string
  /** `page` holds {page} and {pages}, filled in here. */
  labels: { previous: string; next: string; page: string; nav: string }
  children: React.ReactNode
}

/** A list shown a page at a time (the car list's rows per page), with previous and next. */
export function PagedList({ pageSize, className, labels, children }: Props) {
  const items = Children.toArray(children)
  const pages = Math.max(1, Math.ceil(items.length / pageSize))
  const [page, setPage] = useState(1)
  const shown = items.slice((page - 1) * pageSize, page * pageSize)
  return (
    <>
      <ul className={className}>{shown}</ul>
      {pages > 1 ? (
        <nav
          aria-label={labels.nav}
          className="mt-6 flex items-center justify-center gap-4"
          data-testid="car-list-pages"
        >
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-current px-4 font-semibold disabled:opacity-50"
            onClick={() => setPage((current) => Math.max(1, current - 1))}
            disabled={page === 1}
          >
            {labels.previous}
          </button>
          <span aria-live="polite">
            {labels.page.replace('{page}', String(page)).replace('{pages}', String(pages))}
          </span>
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-current px-4 font-semibold disabled:opacity-50"
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
            disabled={page === pages}
          >
            {labels.next}
          </button>
        </nav>
      ) : null}
    </>
  )
}
