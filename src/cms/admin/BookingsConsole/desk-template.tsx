import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { DESK_ROLES, hasRole } from '../../access/roles'
import { DESK_CSS } from './console-styles'

/**
 * The admin's frame around a desk view (navigation, header) with the desk's styles; staff only
 * (admins, agents and editors read bookings), anyone else reads why there is nothing here.
 */
export function DeskTemplate(props: AdminViewServerProps & { children: ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, visibleEntities, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <style>{DESK_CSS}</style>
        {isDeskUser(props) ? props.children : <p>Only staff see this page.</p>}
      </Gutter>
    </DefaultTemplate>
  )
}

export function isDeskUser({ initPageResult }: AdminViewServerProps): boolean {
  return hasRole(initPageResult.req.user, 'editor', ...DESK_ROLES)
}
