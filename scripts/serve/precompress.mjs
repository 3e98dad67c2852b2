// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build's static assets
// (scripts, styles), at the strongest levels: the server sends them as they are (static-assets.mjs),
// so visitors download less and no request spends time compressing (ADR 012). A copy newer than its
// file is kept, so a second run after the same build does nothing.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

async function isFresh(copy, source) {
  const copyStats = await stat(copy).catch(() => undefined)
  return copyStats !== undefined && copyStats.mtimeMs >= source.mtimeMs
}

async function precompressFile(file) {
  const source = await stat(file)
  if (source.size < MIN_BYTES) return false
  if ((await isFresh(`${file}.br`, source)) && (await isFresh(`${file}.gz`, source))) return false
  const data = await readFile(file)
  const [brotli, gzipped] = await Promise.all([
    toBrotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    toGzip(data, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
  return true
}

/** Compresses the text files under `dir` that have no fresh copies yet; returns how many it wrote. */
export async function precompress(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => [])
  const files = names.filter((name) => COMPRESSIBLE.test(name)).map((name) => path.join(dir, name))
  let written = 0
  // A few at a time: zlib works on Node's thread pool, so they run side by side on every core.
  for (let at = 0; at < files.length; at += 4) {
    const done = await Promise.all(files.slice(at, at + 4).map(precompressFile))
    written += done.filter(Boolean).length
  }
  return written
}
