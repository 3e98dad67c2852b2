import type React from 'react'

const TONES = {
  plain: 'border-line bg-white',
  good: 'border-success/40 bg-green-50',
} as const

type Props = {
  /** The id of the heading, which names the section. */
  id: string
  title: string
  testId: string
  tone?: keyof typeof TONES
  children: React.ReactNode
}

/** One card of a manage page: a section named by its heading. */
export function ManageSection({ id, title, testId, tone = 'plain', children }: Props) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border p-5 ${TONES[tone]}`} data-testid={testId}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
