import type { FieldValues, Resolver } from 'react-hook-form'

export type LazyResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & {
  /** Starts fetching the schema code (when the visitor first enters the form). */
  preload: () => void
}

/**
 * A react-hook-form resolver whose schema code (zod and the resolver that runs it) is fetched when
 * the visitor first enters the form, or at the first check, rather than with the page: the form
 * still checks every field in the browser with the server's schema, and the first load is lighter.
 */
export function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): LazyResolver<Values, Output> {
  let loaded: Promise<Resolver<Values, unknown, Output>> | undefined
  const preload = () => {
    loaded ??= load()
    return loaded
  }
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options)
  return Object.assign(resolver, { preload: () => void preload() })
}
