import { isLocale } from './locales'

/** `/de` → `/de/`: the spec's canonical form of a prefixed language's home page. */
export function localeRootPath(pathname: string, defaultLocale: string): string {
  const bare = /^\/([a-z]{2})$/.exec(pathname)?.[1]
  return isLocale(bare) && bare !== defaultLocale ? `${pathname}/` : pathname
}
