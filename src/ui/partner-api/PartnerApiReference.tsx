import { getTranslations } from 'next-intl/server'

import { PARTNER_SCOPES } from '@/domain/partners/partner-keys'
import type { Locale } from '@/i18n/locales'
import type { ReferenceOperation, ReferenceView } from '@/server/openapi/reference-view'
import { Container } from '@/ui/primitives/Container'
import { Heading } from '@/ui/primitives/Heading'

type Props = {
  readonly locale: Locale
  readonly view: ReferenceView
  readonly header: string
  readonly requestsPerMinute: number
  readonly documentPath: string
}

const METHOD_COLOURS: Readonly<Record<string, string>> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-sky-100 text-sky-900',
  PUT: 'bg-amber-100 text-amber-900',
}

/** The partner API reference (SPEC §7): how to get a key, scopes, limits, then every call from the OpenAPI document. */
export async function PartnerApiReference({ locale, view, header, requestsPerMinute, documentPath }: Props) {
  const t = await getTranslations({ locale, namespace: 'partnerApi' })
  return (
    <Container size="default" className="py-10 sm:py-14">
      <Heading level={1}>{t('title')}</Heading>
      <p className="mt-4 max-w-3xl text-lg text-neutral-700">{t('intro')}</p>

      <section aria-labelledby="partner-api-key" className="mt-10 max-w-3xl">
        <Heading level={2} id="partner-api-key">
          {t('keyHeading')}
        </Heading>
        <p className="mt-3">{t('keyText', { header })}</p>
        <pre
          tabIndex={0}
          aria-label="curl"
          className="mt-4 overflow-x-auto rounded-lg bg-neutral-900 p-4 text-sm text-neutral-50"
        >
          <code>{`curl -H '${header}: vgk_…' -H 'Accept-Language: ${locale}' ${documentPath.replace('openapi.json', 'ecommerce/settings')}`}</code>
        </pre>
      </section>

      <section aria-labelledby="partner-api-scopes" className="mt-10 max-w-3xl">
        <Heading level={2} id="partner-api-scopes">
          {t('scopesHeading')}
        </Heading>
        <ul className="mt-3 grid gap-2">
          {PARTNER_SCOPES.map((scope) => (
            <li key={scope}>
              <code className="font-mono font-semibold">{scope}</code> — {t(`scopes.${scope}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="partner-api-limits" className="mt-10 max-w-3xl">
        <Heading level={2} id="partner-api-limits">
          {t('limitsHeading')}
        </Heading>
        <p className="mt-3">{t('limitsText', { limit: requestsPerMinute })}</p>
        <p className="mt-3">{t('answersText')}</p>
        <p className="mt-3">
          {t('documentText')}{' '}
          <a className="font-semibold text-brand-700 underline underline-offset-2" href={documentPath}>
            {t('documentLink')}
          </a>
        </p>
      </section>

      <section aria-labelledby="partner-api-calls" className="mt-12">
        <Heading level={2} id="partner-api-calls">
          {t('callsHeading')}
        </Heading>
        <p className="mt-2 text-neutral-600" lang={locale}>
          {t('inEnglish')}
        </p>
        {view.groups.map((group) => (
          <div key={group.tag} className="mt-8" lang="en">
            <Heading level={3}>{group.tag}</Heading>
            <div className="mt-4 grid gap-6">
              {group.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} labels={labelsOf(t)} />
              ))}
            </div>
          </div>
        ))}
      </section>
    </Container>
  )
}

type Labels = Record<
  'scope' | 'staffOrPartner' | 'field' | 'where' | 'type' | 'required' | 'yes' | 'statuses' | 'noFields',
  string
>

function labelsOf(t: Awaited<ReturnType<typeof getTranslations<'partnerApi'>>>): Labels {
  return {
    scope: t('scope'),
    staffOrPartner: t('staffOrPartner'),
    field: t('field'),
    where: t('where'),
    type: t('type'),
    required: t('required'),
    yes: t('yes'),
    statuses: t('statuses'),
    noFields: t('noFields'),
  }
}

function OperationCard({ operation, labels }: { operation: ReferenceOperation; labels: Labels }) {
  return (
    <article id={operation.id} className="rounded-xl border border-neutral-200 p-4 sm:p-6">
      <h4 className="flex flex-wrap items-center gap-3 font-mono text-sm sm:text-base">
        <span className={`rounded px-2 py-0.5 font-bold ${METHOD_COLOURS[operation.method] ?? 'bg-neutral-100'}`}>
          {operation.method}
        </span>
        <span className="break-all">{operation.path}</span>
      </h4>
      <p className="mt-2 font-semibold">{operation.summary}</p>
      {operation.description ? <p className="mt-1 text-neutral-700">{operation.description}</p> : null}
      <p className="mt-2 text-sm text-neutral-700">
        <span lang="">{labels.scope}</span>: <code className="font-mono">{operation.scope}</code>
        {operation.isStaffOrPartnerOnly ? <> · {labels.staffOrPartner}</> : null}
      </p>
      {operation.fields.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600">{labels.noFields}</p>
      ) : (
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${operation.method} ${operation.path}`}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-neutral-200 text-neutral-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {labels.field}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {labels.where}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {labels.type}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {labels.required}
                </th>
              </tr>
            </thead>
            <tbody>
              {operation.fields.map((field) => (
                <tr key={`${field.place}:${field.name}`} className="border-b border-neutral-100 align-top">
                  <td className="py-1 pr-3">
                    <code className="font-mono">{field.name}</code>
                    {field.description ? <div className="text-neutral-600">{field.description}</div> : null}
                  </td>
                  <td className="py-1 pr-3">{field.place}</td>
                  <td className="py-1 pr-3 font-mono break-all">{field.type}</td>
                  <td className="py-1">{field.isRequired ? labels.yes : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-neutral-700">
        {labels.statuses}: <span className="font-mono">{operation.statuses.join(', ')}</span>
      </p>
    </article>
  )
}
