/** A desk action's outcome: announced politely when done, at once when refused. */
export function DeskMessage({ message }: { message: { text: string; isError: boolean } | undefined }) {
  if (!message) return null
  return (
    <p
      role={message.isError ? 'alert' : 'status'}
      style={{ flexBasis: '100%', margin: 0, color: message.isError ? 'var(--theme-error-500)' : 'inherit' }}
    >
      {message.text}
    </p>
  )
}
