import type React from 'react'

type Props = React.HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'header' | 'footer'
  size?: 'narrow' | 'default' | 'wide'
}

const WIDTHS = { narrow: 'max-w-3xl', default: 'max-w-6xl', wide: 'max-w-[1440px]' } as const

/** Centres content with the page gutters used across the site. */
export function Container({ as: Tag = 'div', size = 'default', className = '', ...rest }: Props) {
  return <Tag className={`mx-auto w-full px-4 sm:px-6 lg:px-8 ${WIDTHS[size]} ${className}`} {...rest} />
}
