import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type Props = { data: { root: object }; className?: string }

const PROSE =
  'max-w-none text-base leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline ' +
  '[&_a:hover]:text-brand-700 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 ' +
  '[&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 ' +
  '[&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-8 [&_hr]:border-line ' +
  '[&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 ' +
  '[&>*:first-child]:mt-0 [&>*:last-child]:mb-0'

/** Lexical rich text rendered to HTML on the server, with the site's prose styles. */
export function RichText({ data, className = '' }: Props) {
  return <LexicalRichText data={data as SerializedEditorState} className={`${PROSE} ${className}`} />
}
