import { createContext, useContext } from 'react'

import type { DetailPath } from './field-paths'

/** The translated error of a field path, if it has one. */
export type ErrorFor = (path: DetailPath) => string | undefined

export const DetailErrorsContext = createContext<ErrorFor>(() => undefined)

export function useErrorFor(): ErrorFor {
  return useContext(DetailErrorsContext)
}
