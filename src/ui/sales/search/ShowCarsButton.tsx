'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { buttonClass } from '@/ui/primitives/button-styles'

const DEBOUNCE_MS = 250

/**
 * The search form's submit button, "Show N cars". With JavaScript the count follows the form as
 * the visitor changes it (`GET /v1/car/count`), and a new sort order applies at once.
 */
export function ShowCarsButton({ formId, initialCount }: { formId: string; initialCount: number }) {
  const t = useTranslations('salesSearch')
  const [count, setCount] = useState(initialCount)
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | undefined
    const refresh = () => {
      clearTimeout(timer)
      timer = setTimeout(async () => {
        controller?.abort()
        controller = new AbortController()
        const query = new URLSearchParams()
        for (const [key, value] of new FormData(form)) {
          if (typeof value === 'string' && value.trim() !== '' && key !== 'sort') query.append(key, value)
        }
        try {
          const response = await fetch(`/v1/car/count?${query.toString()}`, { signal: controller.signal })
          if (!response.ok) return
          const body = (await response.json()) as { data?: { count?: unknown } }
          if (typeof body.data?.count === 'number') setCount(body.data.count)
        } catch {
          // Aborted by a newer change, or offline: the button keeps its last count.
        }
      }, DEBOUNCE_MS)
    }
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement && event.target.name === 'sort') form.requestSubmit()
      else refresh()
    }
    form.addEventListener('input', refresh)
    form.addEventListener('change', onChange)
    // Marks the form as counting and sorting as it changes (tests wait for it after a page load).
    form.dataset.live = 'true'
    return () => {
      delete form.dataset.live
      clearTimeout(timer)
      controller?.abort()
      form.removeEventListener('input', refresh)
      form.removeEventListener('change', onChange)
    }
  }, [formId])
  return (
    <button type="submit" className={`${buttonClass('primary')} w-full`} data-testid="show-cars" data-count={count}>
      {t('showCars', { count })}
    </button>
  )
}
