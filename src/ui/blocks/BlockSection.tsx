import type React from 'react'

import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  type: string
  id?: string | null
  title?: string | null
  /** A short tag above the title. */
  tag?: string | null
  className?: string
  /** Classes of the box inside the gutters (block settings: width, style). */
  innerClassName?: string
  /** Less space above and below (the 'flush' block style). */
  isFlush?: boolean
  children: React.ReactNode
}

/** The frame of a content block: a section named by its title, with the page gutters. */
export function BlockSection({
  type,
  id,
  title,
  tag,
  className = '',
  innerClassName = '',
  isFlush = false,
  children,
}: Props) {
  const headingId = title && id ? `block-${id}-title` : undefined
  return (
    <section
      data-testid={`block-${type}`}
      aria-labelledby={headingId}
      className={`${isFlush ? 'py-4 sm:py-6' : 'py-10 sm:py-14'} ${className}`}
    >
      <Container>
        <div className={innerClassName}>
          {tag ? <p className="mb-2 text-sm font-semibold tracking-wide text-brand-600 uppercase">{tag}</p> : null}
          {title ? (
            <Heading level={2} id={headingId} className="mb-6 sm:mb-8">
              {title}
            </Heading>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  )
}
