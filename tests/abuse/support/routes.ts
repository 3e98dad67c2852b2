import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** A route of the app as its folder names it: segments, and whether it is a page or a handler. */
export type AppRoute = { readonly segments: readonly string[]; readonly kind: 'page' | 'handler' }

const APP_DIR = path.resolve('src/app')

/** Every page and route handler under src/app, read from the folders (the route tree Next builds). */
export function appRoutes(dir = APP_DIR, segments: readonly string[] = []): AppRoute[] {
  const routes: AppRoute[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) continue // private folders are not routes
      routes.push(...appRoutes(path.join(dir, entry.name), [...segments, entry.name]))
    } else if (/^page\.tsx?$/.test(entry.name)) {
      routes.push({ segments, kind: 'page' })
    } else if (/^route\.tsx?$/.test(entry.name)) {
      routes.push({ segments, kind: 'handler' })
    }
  }
  return routes
}

/** The collection and global slugs of the CMS, from the generated Payload types. */
export function payloadSlugs(): { collections: string[]; globals: string[] } {
  const types = readFileSync(path.resolve('src/payload-types.ts'), 'utf8')
  const block = (name: string) =>
    [
      ...(new RegExp(`\\n  ${name}: \\{\\n([\\s\\S]*?)\\n  \\};`).exec(types)?.[1] ?? '').matchAll(
        /^ {4}'?([\w-]+)'?:/gm,
      ),
    ].map((match) => match[1] ?? '')
  return { collections: block('collections'), globals: block('globals') }
}

/**
 * Addresses for one route: each dynamic segment filled with a few sample values (a number, a
 * word, an odd value), route groups dropped, `[locale]` as English and German, the CMS catch-all
 * with every collection and global.
 */
export function addressesOf(route: AppRoute): string[] {
  let paths = ['']
  for (const raw of route.segments) {
    const segment = decodeURIComponent(raw)
    if (/^\(.*\)$/.test(segment)) continue
    let values: string[]
    if (segment === '[locale]') values = ['', '/de']
    else if (segment === '[...slug]' && route.kind === 'handler' && paths.some((p) => p.endsWith('/api')))
      values = payloadPaths()
    else if (/^\[\[\.\.\..+\]\]$/.test(segment)) values = ['', '/x', '/a/b/c']
    else if (/^\[\.\.\..+\]$/.test(segment)) values = ['/x', '/a/b/c']
    else if (/^\[.+\]$/.test(segment)) values = ['/1', '/abc', '/-1', '/%ZZ']
    else values = [`/${segment}`]
    paths = paths.flatMap((prefix) => values.map((value) => `${prefix}${value}`))
  }
  return [...new Set(paths.map((p) => p || '/'))]
}

function payloadPaths(): string[] {
  const { collections, globals } = payloadSlugs()
  return [
    ...collections.flatMap((slug) => [`/${slug}`, `/${slug}/1`, `/${slug}/abc`]),
    '/pages/count',
    '/pages/versions',
    ...globals.map((slug) => `/globals/${slug}`),
    '/users/login',
    '/users/me',
    '/users/forgot-password',
    '/media/file/x.png',
    '/access',
  ]
}
