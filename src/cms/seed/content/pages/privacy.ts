import type { RichBlock } from '../../richText'
import { localize, type Localized, type PageSeed } from '../../types'
import { collection, date, link, text, textarea } from '../blocks'

type PrivacyText = {
  title: string
  seo: { title: string; description: string }
  updated: string
  body: readonly RichBlock[]
  questions: string
}

const TEXT: Localized<PrivacyText> = {
  en: {
    title: 'Privacy policy',
    seo: {
      title: 'Privacy policy',
      description: 'How Vegur Car Rental collects, uses and protects your personal data, and which cookies we use.',
    },
    updated: 'Last updated',
    body: [
      'We collect only what we need to rent you a car: your name, contact details, driving licence and payment details. Card numbers are never stored.',
      { h2: 'Cookies' },
      'Necessary cookies keep your booking and language. Statistics cookies are used only after you agree in the cookie notice.',
      { h2: 'Your rights' },
      { ul: ['See the data we hold about you', 'Correct or delete it', 'Withdraw your consent at any time'] },
    ],
    questions: 'Questions about your data? Contact us',
  },
  de: {
    title: 'Datenschutzerklärung',
    seo: {
      title: 'Datenschutz',
      description:
        'Wie Vegur Car Rental Ihre personenbezogenen Daten erhebt, verwendet und schützt und welche Cookies wir verwenden.',
    },
    updated: 'Zuletzt aktualisiert',
    body: [
      'Wir erheben nur, was wir für die Vermietung brauchen: Name, Kontaktdaten, Führerschein und Zahlungsdaten. Kartennummern werden nie gespeichert.',
      { h2: 'Cookies' },
      'Notwendige Cookies speichern Ihre Buchung und Sprache. Statistik-Cookies setzen wir erst, wenn Sie im Cookie-Hinweis zustimmen.',
      { h2: 'Ihre Rechte' },
      {
        ul: [
          'Auskunft über Ihre gespeicherten Daten',
          'Berichtigung oder Löschung',
          'Widerruf Ihrer Einwilligung jederzeit',
        ],
      },
    ],
    questions: 'Fragen zu Ihren Daten? Kontaktieren Sie uns',
  },
  es: {
    title: 'Política de privacidad',
    seo: {
      title: 'Política de privacidad',
      description: 'Cómo Vegur Car Rental recoge, utiliza y protege tus datos personales y qué cookies utilizamos.',
    },
    updated: 'Última actualización',
    body: [
      'Solo recogemos lo necesario para alquilarte un coche: nombre, datos de contacto, permiso de conducir y datos de pago. Nunca guardamos los números de tarjeta.',
      { h2: 'Cookies' },
      'Las cookies necesarias guardan tu reserva y tu idioma. Las cookies de estadística solo se usan si las aceptas en el aviso de cookies.',
      { h2: 'Tus derechos' },
      {
        ul: [
          'Consultar los datos que tenemos sobre ti',
          'Rectificarlos o suprimirlos',
          'Retirar tu consentimiento en cualquier momento',
        ],
      },
    ],
    questions: '¿Preguntas sobre tus datos? Contáctanos',
  },
  fr: {
    title: 'Politique de confidentialité',
    seo: {
      title: 'Politique de confidentialité',
      description:
        'Comment Vegur Car Rental collecte, utilise et protège vos données personnelles, et quels cookies nous utilisons.',
    },
    updated: 'Dernière mise à jour',
    body: [
      'Nous ne collectons que ce qui est nécessaire pour vous louer une voiture : nom, coordonnées, permis de conduire et données de paiement. Les numéros de carte ne sont jamais conservés.',
      { h2: 'Cookies' },
      'Les cookies nécessaires conservent votre réservation et votre langue. Les cookies de statistiques ne sont utilisés qu’après votre accord dans le bandeau cookies.',
      { h2: 'Vos droits' },
      {
        ul: [
          'Consulter les données que nous détenons sur vous',
          'Les rectifier ou les effacer',
          'Retirer votre consentement à tout moment',
        ],
      },
    ],
    questions: 'Des questions sur vos données ? Contactez-nous',
  },
  is: {
    title: 'Persónuverndarstefna',
    seo: {
      title: 'Persónuverndarstefna | Vegur bílaleiga',
      description:
        'Hvernig Vegur bílaleiga safnar, notar og verndar persónuupplýsingar þínar og hvaða vafrakökur við notum.',
    },
    updated: 'Síðast uppfært',
    body: [
      'Við söfnum aðeins því sem við þurfum til að leigja þér bíl: nafni, samskiptaupplýsingum, ökuskírteini og greiðsluupplýsingum. Kortanúmer eru aldrei vistuð.',
      { h2: 'Vafrakökur' },
      'Nauðsynlegar vafrakökur geyma bókunina og tungumálið. Tölfræðikökur eru aðeins notaðar eftir að þú samþykkir þær í kökutilkynningunni.',
      { h2: 'Réttindi þín' },
      {
        ul: [
          'Að sjá þær upplýsingar sem við geymum um þig',
          'Að fá þær leiðréttar eða þeim eytt',
          'Að draga samþykki þitt til baka hvenær sem er',
        ],
      },
    ],
    questions: 'Spurningar um gögnin þín? Hafðu samband',
  },
  it: {
    title: 'Informativa sulla privacy',
    seo: {
      title: 'Informativa sulla privacy',
      description: 'Come Vegur Car Rental raccoglie, usa e protegge i tuoi dati personali e quali cookie utilizziamo.',
    },
    updated: 'Ultimo aggiornamento',
    body: [
      'Raccogliamo solo ciò che serve per noleggiarti un’auto: nome, recapiti, patente e dati di pagamento. I numeri di carta non vengono mai conservati.',
      { h2: 'Cookie' },
      'I cookie necessari ricordano la prenotazione e la lingua. I cookie statistici vengono usati solo dopo il tuo consenso nel banner dei cookie.',
      { h2: 'I tuoi diritti' },
      {
        ul: [
          'Consultare i dati che conserviamo su di te',
          'Correggerli o cancellarli',
          'Revocare il consenso in qualsiasi momento',
        ],
      },
    ],
    questions: 'Domande sui tuoi dati? Contattaci',
  },
}

export const privacy: PageSeed = {
  path: '/privacy',
  content: () =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          collection(null, [
            text(t.title),
            date(t.updated, '2026-01-15T12:00:00.000Z'),
            textarea(t.body),
            link(t.questions, '/contact'),
          ]),
        ],
      }
    }),
}
