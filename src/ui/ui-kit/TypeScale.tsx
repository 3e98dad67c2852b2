import { useTranslations } from 'next-intl'

import { Heading } from '@/ui/primitives/Heading'

/** Headings 1-4 and body sizes, with the sample sentence in the page language. */
export function TypeScale() {
  const t = useTranslations('uiKit')
  return (
    <div className="space-y-4">
      {([1, 2, 3, 4] as const).map((level) => (
        <div key={level} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-6">
          <code className="w-16 shrink-0 text-xs text-muted">h{level}</code>
          <Heading level={3} size={level}>
            {t('sampleHeading')}
          </Heading>
        </div>
      ))}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-6">
        <code className="w-16 shrink-0 text-xs text-muted">body</code>
        <p className="max-w-prose text-base leading-relaxed">{t('sampleText')}</p>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-6">
        <code className="w-16 shrink-0 text-xs text-muted">small</code>
        <p className="text-sm text-muted">{t('sampleText')}</p>
      </div>
    </div>
  )
}
