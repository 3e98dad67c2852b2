/**
 * The `#goi` buttons ask the chatbot to open with a cancelable `window` event. A chatbot widget
 * that handles it calls `event.preventDefault()` (or answers with `CHATBOT_OPENED_EVENT` within
 * the grace period); otherwise the button falls back to the contact page.
 */
const CHATBOT_OPEN_EVENT = 'vegur:chatbot-open'
const CHATBOT_OPENED_EVENT = 'vegur:chatbot-opened'
const CHATBOT_GRACE_MS = 300

/** Asks the chatbot to open; `onUnhandled` runs when nobody answered within the grace period. */
export function requestChatbot(onUnhandled: () => void): () => void {
  let isHandled = false
  const markHandled = () => {
    isHandled = true
  }
  window.addEventListener(CHATBOT_OPENED_EVENT, markHandled, { once: true })
  const event = new CustomEvent(CHATBOT_OPEN_EVENT, { cancelable: true })
  if (!window.dispatchEvent(event)) markHandled()
  const timer = window.setTimeout(() => {
    window.removeEventListener(CHATBOT_OPENED_EVENT, markHandled)
    if (!isHandled) onUnhandled()
  }, CHATBOT_GRACE_MS)
  return () => {
    window.clearTimeout(timer)
    window.removeEventListener(CHATBOT_OPENED_EVENT, markHandled)
  }
}
