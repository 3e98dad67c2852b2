import { createContext, useContext } from 'react'

/** The translated error of a field path ('mainDriver.expiry.date'), if it has one. */
export type ErrorFor = (path: string) => string | undefined

export const DetailErrorsContext = createContext<ErrorFor>(() => undefined)

export function useErrorFor(): ErrorFor {
  return useContext(DetailErrorsContext)
}
