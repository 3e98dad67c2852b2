import type React from 'react'

type HeadingLevel = 1 | 2 | 3 | 4

type Props = React.HTMLAttributes<HTMLHeadingElement> & {
  level: HeadingLevel
  /** Visual size, independent of the document outline. Defaults to the level's size. */
  size?: HeadingLevel
}

const SIZES: Record<HeadingLevel, string> = {
  1: 'text-4xl font-extrabold tracking-tight sm:text-5xl',
  2: 'text-2xl font-bold tracking-tight sm:text-3xl',
  3: 'text-xl font-semibold',
  4: 'text-lg font-semibold',
}

export function Heading({ level, size = level, className = '', ...rest }: Props) {
  const Tag = `h${level}` as const
  return <Tag className={`text-balance ${SIZES[size]} ${className}`} {...rest} />
}
