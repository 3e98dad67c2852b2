import { useTranslations } from 'next-intl'

import type { FileItem as FileItemData } from '@/payload-types'
import { asMedia } from '@/ui/primitives/media-srcset'

import type { ItemProps } from './RenderItems'
import { fileKind, formatFileSize } from './file-size'

/** A download link with the file's type and size. */
export function FileItem({ item, context }: ItemProps<FileItemData>) {
  const t = useTranslations('blocks')
  const file = asMedia(item.file)
  if (!file?.url) return null
  const details = [fileKind(file), file.filesize ? formatFileSize(file.filesize, context.locale) : null].filter(Boolean)
  return (
    <a
      href={file.url}
      download={file.filename ?? true}
      className="group flex items-center gap-4 rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
        </svg>
      </span>
      <span className="min-w-0">
        <span className="block font-semibold break-words text-ink">{item.label || file.alt || file.filename}</span>
        <span className="block text-sm text-muted">
          {t('download')}
          {details.length > 0 ? ` · ${details.join(', ')}` : null}
        </span>
      </span>
    </a>
  )
}
