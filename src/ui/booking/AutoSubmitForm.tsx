'use client'

import type React from 'react'

type Props = {
  action: (formData: FormData) => Promise<void>
  children: React.ReactNode
  className?: string
  'data-testid'?: string
}

/**
 * A step form whose radio buttons and checkboxes send it as soon as they change, so the prices
 * follow each choice. Without JavaScript it is a plain form with its own submit buttons.
 */
export function AutoSubmitForm({ action, children, className, 'data-testid': testId }: Props) {
  function submitOnChoice(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target
    if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) {
      event.currentTarget.requestSubmit()
    }
  }
  return (
    <form action={action} onChange={submitOnChoice} className={className} data-testid={testId}>
      {children}
    </form>
  )
}
