import type { RedirectRule } from '../redirects/redirect-rules'

/** What the model pages' redirects are made from: a car category's page addresses and its state. */
export type ModelAddresses = {
  readonly id: number
  readonly slug: string | null
  readonly isActive: boolean
  /** Slugs the model's page had before it was renamed. */
  readonly previousSlugs: readonly string[]
  /** The model that takes a retired one's place. */
  readonly successorId: number | null
}

/** SPEC §8: where missing car details go. */
export const FLEET_LIBRARY_PATH = '/our-cars'

/** Successors followed at most this far (a retired successor of a retired model…), loops included. */
const MAX_SUCCESSION = 5

const pageOf = (slug: string) => `/cars/${slug}`

/**
 * The permanent redirects of model pages (issue 31): a retired model's page, and every earlier
 * address of a renamed one, go to the model's page if it is active, else to its successor's (the
 * first active one down the line), else to the fleet catalogue. A slug no model ever had gets no
 * rule (a 404), and an address that is some active model's own page is never redirected away.
 */
export function modelRedirectRules(
  models: readonly ModelAddresses[],
  libraryPath: string = FLEET_LIBRARY_PATH,
): RedirectRule[] {
  const byId = new Map(models.map((model) => [model.id, model]))
  const live = new Set(models.flatMap((model) => (model.isActive && model.slug ? [model.slug] : [])))
  const targetOf = (model: ModelAddresses): string => {
    let current: ModelAddresses | undefined = model
    for (let step = 0; current && step <= MAX_SUCCESSION; step += 1) {
      if (current.isActive && current.slug) return pageOf(current.slug)
      current = current.successorId === null ? undefined : byId.get(current.successorId)
    }
    return libraryPath
  }
  const rules = new Map<string, RedirectRule>()
  for (const model of models) {
    const target = targetOf(model)
    const retired = !model.isActive && model.slug ? [model.slug] : []
    for (const slug of [...retired, ...model.previousSlugs]) {
      const oldPath = pageOf(slug)
      if (live.has(slug) || oldPath === target || rules.has(oldPath)) continue
      rules.set(oldPath, { oldPath, newPath: target, isPermanent: true })
    }
  }
  return [...rules.values()]
}

/** The earlier slugs once a model's slug changes from `before` to `after`: the old one kept, the new one not. */
export function previousSlugsAfter(params: {
  readonly before: string | null | undefined
  readonly after: string | null | undefined
  readonly previous: readonly string[]
}): string[] {
  const { before, after } = params
  const kept = before && after && before !== after ? [...params.previous, before] : [...params.previous]
  return [...new Set(kept)].filter((slug) => slug !== after)
}
