import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { StaffUser } from '@/server/auth/staff'

type Props = { staff: StaffUser | null; editPath?: string }

/** The staff toolbar: shown only to logged-in staff, with a link to edit the current page. */
export async function AdminBar({ staff, editPath }: Props) {
  if (!staff) return null
  const t = await getTranslations('adminBar')
  return (
    <div className="bg-ink text-sm text-white" data-testid="admin-bar">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <span>{t('signedInAs', { name: staff.name })}</span>
        <nav aria-label={t('label')} className="flex gap-4">
          {editPath ? (
            <NextLink href={editPath} className="font-semibold underline-offset-4 hover:underline">
              {t('editPage')}
            </NextLink>
          ) : null}
          <NextLink href="/admin" className="underline-offset-4 hover:underline">
            {t('admin')}
          </NextLink>
        </nav>
      </div>
    </div>
  )
}
