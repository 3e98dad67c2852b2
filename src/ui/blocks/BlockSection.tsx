import type React from 'react'

import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  type: string
  id?: string | null
  title?: string | null
  className?: string
  children: React.ReactNode
}

/** The frame of a content block: a section named by its title, with the page gutters. */
export function BlockSection({ type, id, title, className = '', children }: Props) {
  const headingId = title && id ? `block-${id}-title` : undefined
  return (
    <section data-testid={`block-${type}`} aria-labelledby={headingId} className={`py-10 sm:py-14 ${className}`}>
      <Container>
        {title ? (
          <Heading level={2} id={headingId} className="mb-6 sm:mb-8">
            {title}
          </Heading>
        ) : null}
        {children}
      </Container>
    </section>
  )
}
