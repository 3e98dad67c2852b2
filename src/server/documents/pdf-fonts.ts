import path from 'node:path'

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package), embedded in every PDF we make so that €, ð, þ, æ
 * and ö print in any viewer. Read from node_modules at the server's working directory, where
 * `npm start` and the tests run.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf')

export const PDF_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
} as const
