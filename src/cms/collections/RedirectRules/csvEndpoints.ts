import type { Endpoint, PayloadRequest } from 'payload'

import { redirectsFromCsv, redirectsToCsv } from '../../../domain/redirects/redirect-csv'
import { isEditor } from '../../access/roles'
import { REDIRECT_RULES_SLUG, ruleOf } from './rule-doc'

/** The most a CSV import may hold (an old site's whole URL map fits easily). */
const MAX_CSV_BYTES = 1024 * 1024

/**
 * `GET /api/redirect-rules/csv`: every rule as CSV, for editors. `POST` the same path with a CSV
 * body: each line is saved as a rule through the collection (so its checks run); the answer lists
 * how many were created and every line refused, with the reason.
 */
export const redirectCsvEndpoints: Endpoint[] = [
  {
    path: '/csv',
    method: 'get',
    handler: async (req) => {
      if (!isEditor({ req })) return forbidden()
      const rules = await req.payload.find({
        collection: REDIRECT_RULES_SLUG,
        pagination: false,
        depth: 0,
        sort: 'createdAt',
        req,
        overrideAccess: false,
      })
      return new Response(redirectsToCsv(rules.docs.map(ruleOf)), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="redirect-rules.csv"',
          'cache-control': 'no-store',
        },
      })
    },
  },
  {
    path: '/csv',
    method: 'post',
    handler: async (req) => {
      if (!isEditor({ req })) return forbidden()
      const text = await csvText(req)
      if (text === null) {
        return Response.json(
          { errors: [{ message: 'Send the CSV file (at most 1 MB) as the body.' }] },
          { status: 400 },
        )
      }
      const { rows, problems } = redirectsFromCsv(text)
      const refused = [...problems]
      let created = 0
      for (const row of rows) {
        try {
          await req.payload.create({
            collection: REDIRECT_RULES_SLUG,
            data: { ...row.rule, type: row.rule.isPermanent ? 'permanent' : 'temporary' },
            req,
            overrideAccess: false,
          })
          created++
        } catch (error) {
          refused.push({ line: row.line, message: refusalOf(error) })
        }
      }
      refused.sort((a, b) => a.line - b.line)
      return Response.json({ created, refused }, { status: refused.length > 0 && created === 0 ? 400 : 200 })
    },
  },
]

function forbidden(): Response {
  return Response.json({ errors: [{ message: 'Only editors may import or export redirect rules.' }] }, { status: 403 })
}

async function csvText(req: PayloadRequest): Promise<string | null> {
  if (!req.text) return null
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > MAX_CSV_BYTES) return null
  const text = await req.text()
  return text.length > MAX_CSV_BYTES || text.trim() === '' ? null : text
}

/** The field message of a refused rule (the collection's checks), else the error's message. */
function refusalOf(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { errors?: { message?: string }[] } }).data
    const message = data?.errors
      ?.map((item) => item.message)
      .filter(Boolean)
      .join(' ')
    if (message) return message
  }
  return error instanceof Error ? error.message : 'The rule could not be saved.'
}
