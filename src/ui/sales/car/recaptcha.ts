import { assertRecaptchaClientSettings, BOT_CHECK_ERRORS } from '@/domain/sales/forms/bot-check-settings'

type Widget = {
  ready(callback: () => void): void
  render(container: HTMLElement, options: Record<string, unknown>): number
  execute(widgetId: number): void
  reset(widgetId: number): void
}
type RecaptchaWindow = Window & { grecaptcha?: Widget & { enterprise?: Widget } }

const SCRIPTS = {
  v2: 'https://www.google.com/recaptcha/api.js?render=explicit',
  enterprise: 'https://www.google.com/recaptcha/enterprise.js?render=explicit',
} as const

let loading: Promise<Widget> | null = null

function loadWidget(version: string): Promise<Widget> {
  loading ??= new Promise<Widget>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = version === 'enterprise' ? SCRIPTS.enterprise : SCRIPTS.v2
    script.async = true
    script.onerror = () => {
      loading = null
      reject(new Error(BOT_CHECK_ERRORS.failedToLoadScript))
    }
    script.onload = () => {
      const api = (window as RecaptchaWindow).grecaptcha
      const widget = version === 'enterprise' ? api?.enterprise : api
      if (!widget) reject(new Error(BOT_CHECK_ERRORS.failedToLoadScript))
      else widget.ready(() => resolve(widget))
    }
    document.head.append(script)
  })
  return loading
}

/**
 * A reCAPTCHA token (version 2 invisible, or enterprise) for one form submission; the badge is
 * rendered into a hidden container (SPEC §7: badge hidden). Throws the spec's errors: no key, no
 * version, 'Failed to load script', 'Failed to execute'.
 */
export async function recaptchaToken(params: { siteKey: string; version: string; container: HTMLElement }) {
  assertRecaptchaClientSettings(params.siteKey, params.version)
  const widget = await loadWidget(params.version)
  return new Promise<string>((resolve, reject) => {
    try {
      const holder = document.createElement('div')
      params.container.replaceChildren(holder)
      const id = widget.render(holder, {
        sitekey: params.siteKey,
        size: 'invisible',
        badge: 'inline',
        callback: (token: string) => resolve(token),
        'error-callback': () => reject(new Error(BOT_CHECK_ERRORS.failedToExecute)),
      })
      widget.execute(id)
    } catch {
      reject(new Error(BOT_CHECK_ERRORS.failedToExecute))
    }
  })
}
