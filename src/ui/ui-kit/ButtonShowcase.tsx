import { useTranslations } from 'next-intl'

import { BUTTON_STYLES } from '@/domain/content/button-style-names'
import { buttonClass } from '@/ui/primitives/button-styles'

/** Every CMS button style, on light and dark backgrounds, plus the disabled state. */
export function ButtonShowcase() {
  const t = useTranslations('uiKit')
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {BUTTON_STYLES.map((style) => (
          <button key={style} type="button" className={buttonClass(style)}>
            {t(`buttonStyles.${style}`)}
          </button>
        ))}
        <button type="button" className={buttonClass('primary')} disabled>
          {t('disabled')}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-900 p-6">
        {BUTTON_STYLES.map((style) => (
          <button key={style} type="button" className={buttonClass(style, { isOnDark: true })}>
            {t(`buttonStyles.${style}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
