import 'server-only'

import type { Payload } from 'payload'

import { instantOf, sql, sqlRunner } from '@/server/rental/db/sql'

import { onSaleCondition } from './snapshot'

/** The brand and brand/model landing paths of the search (for the sitemap), with their latest change. */
export async function saleLandingPaths(
  payload: Payload,
  searchPath: string,
): Promise<{ path: string; updatedAt: string | undefined }[]> {
  const runner = sqlRunner(payload)
  const where = onSaleCondition(runner.dialect)
  const rows = await runner.rows(sql`
    SELECT v.brand_slug, v.model_slug, MAX(v.updated_at) AS updated_at
    FROM vehicles_for_sale v WHERE ${where} AND v.brand_slug IS NOT NULL AND v.model_slug IS NOT NULL
    GROUP BY v.brand_slug, v.model_slug ORDER BY v.brand_slug, v.model_slug`)
  const base = searchPath.replace(/\/$/, '')
  const latest = new Map<string, number>()
  const paths: { path: string; updatedAt: string | undefined }[] = []
  for (const row of rows) {
    const brand = String(row.brand_slug)
    const time = instantOf(row.updated_at)
    if (time !== undefined && time > (latest.get(brand) ?? 0)) latest.set(brand, time)
    paths.push({ path: `${base}/${brand}/${String(row.model_slug)}`, updatedAt: iso(time) })
  }
  const brands = [...new Set(rows.map((row) => String(row.brand_slug)))]
  return [...brands.map((brand) => ({ path: `${base}/${brand}`, updatedAt: iso(latest.get(brand)) })), ...paths]
}

function iso(time: number | undefined): string | undefined {
  return time === undefined ? undefined : new Date(time).toISOString()
}

/** The names of a landing page's brand and model as the cars spell them (for its title). */
export async function landingNames(
  payload: Payload,
  slugs: { brand: string | undefined; model: string | undefined },
): Promise<{ brand?: string; model?: string }> {
  if (!slugs.brand) return {}
  const runner = sqlRunner(payload)
  const modelMatch = slugs.model
    ? sql` AND (v.model_slug = ${slugs.model} OR v.model_slug LIKE ${`${slugs.model}-%`})`
    : sql``
  const [row] = await runner.rows(
    sql`SELECT v.brand, v.model, v.model_slug FROM vehicles_for_sale v WHERE v.brand_slug = ${slugs.brand}${modelMatch} ORDER BY v.model_slug LIMIT 1`,
  )
  if (!row) return {}
  const isExactModel = slugs.model !== undefined && row.model_slug === slugs.model
  return {
    brand: String(row.brand),
    ...(slugs.model ? { model: isExactModel ? String(row.model) : slugs.model.toUpperCase() } : {}),
  }
}
