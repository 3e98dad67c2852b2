const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
] as const

/** A file size for people, in the page language: "820 kB", "1,4 MB", "512 byte". */
export function formatFileSize(bytes: number, locale: string): string {
  const match = UNITS.find((candidate) => bytes >= candidate.bytes)
  const value = match ? bytes / match.bytes : bytes
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: match?.unit ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: match?.unit === 'megabyte' ? 1 : 0,
  }).format(value)
}

/** The file type shown beside a download, from its name or MIME type: "PDF", "JPG". */
export function fileKind({
  filename,
  mimeType,
}: {
  filename?: string | null
  mimeType?: string | null
}): string | null {
  const extension = filename?.split('.').pop()
  if (extension && extension !== filename) return extension.toUpperCase()
  const subtype = mimeType?.split('/')[1]
  return subtype ? subtype.toUpperCase() : null
}
