import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { dataDir } from '@/env'

const LOGO_HEIGHT_PX = 192

/**
 * The company logo of Company information as a PNG a PDF can embed (an SVG or WebP upload is
 * converted), or null when none is set or its file cannot be read.
 */
export async function companyLogoPng(payload: Payload): Promise<Buffer | null> {
  const company = await payload.findGlobal({ slug: 'company-information', depth: 1, select: { logo: true } })
  const logo = company.logo
  if (!logo || typeof logo !== 'object' || !logo.filename) return null
  try {
    const file = await readFile(path.join(dataDir, 'media', path.basename(logo.filename)))
    return await sharp(file).resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: true }).png().toBuffer()
  } catch {
    return null
  }
}
