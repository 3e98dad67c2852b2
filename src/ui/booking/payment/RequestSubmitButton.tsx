'use client'

import { useFormStatus } from 'react-dom'

import { buttonClass } from '@/ui/primitives/button-styles'

/** The request step's button: says it is sending while the request goes, and cannot be pressed twice. */
export function RequestSubmitButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`${buttonClass('primary')} w-full sm:w-auto`}
      data-testid="send-request"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
