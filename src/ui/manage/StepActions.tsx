import { getTranslations } from 'next-intl/server'

import { buttonClass } from '@/ui/primitives/button-styles'

/** 'Update price' (stay and see the new price) and 'Continue' (save the choice and move on). */
export async function StepActions() {
  const t = await getTranslations('manage.actions')
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="submit" name="intent" value="update" className={buttonClass('outline')}>
        {t('update')}
      </button>
      <button type="submit" name="intent" value="continue" className={buttonClass('primary')}>
        {t('continue')}
      </button>
    </div>
  )
}
