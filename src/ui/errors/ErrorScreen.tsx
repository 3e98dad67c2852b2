import type React from 'react'

type Props = { status: number; title: string; text?: string; children?: React.ReactNode }

/** The shared look of the 404 and error screens. */
export function ErrorScreen({ status, title, text, children }: Props) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center" data-testid="error-screen">
      <p className="text-6xl font-black tracking-tight text-brand-200" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      {text ? <p className="mt-4 text-lg text-muted">{text}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </section>
  )
}
