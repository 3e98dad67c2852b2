'use client'

import { DEFAULT_LOCALE, type Locale, localeOr } from '@/i18n/locales'

/** Shown when the error page itself failed: no layout, no providers, so the text is inline. */
const MESSAGES: Record<Locale, { text: string; home: string }> = {
  en: { text: 'An error occurred while showing the error page', home: 'Return Home' },
  de: { text: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten', home: 'Zur Startseite' },
  es: { text: 'Se produjo un error al mostrar la página de error', home: 'Volver al inicio' },
  fr: { text: "Une erreur s'est produite lors de l'affichage de la page d'erreur", home: "Retour à l'accueil" },
  is: { text: 'Villa kom upp við að birta villusíðuna', home: 'Fara á forsíðu' },
  it: { text: 'Si è verificato un errore durante la visualizzazione della pagina di errore', home: 'Torna alla home' },
}

function currentLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE
  const first = window.location.pathname.split('/')[1]
  return localeOr(first)
}

export default function GlobalError() {
  const locale = currentLocale()
  const { text, home } = MESSAGES[locale]
  const homePath = locale === DEFAULT_LOCALE ? '/' : `/${locale}/`
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1.5rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{text}</h1>
        <p>
          {/* A plain anchor: the router may be what failed. */}
          <a href={homePath}>{home}</a>
        </p>
      </body>
    </html>
  )
}
