import type React from 'react'

import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'

type Props = { id: string; title: string; children: React.ReactNode }

/** One section of the UI kit page. */
export function KitSection({ id, title, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`ui-kit-${id}`} className="border-t border-line py-10">
      <Container>
        <Heading level={2} id={`${id}-title`} className="mb-6">
          {title}
        </Heading>
        {children}
      </Container>
    </section>
  )
}
