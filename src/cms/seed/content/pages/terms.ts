import type { RichBlock } from '../../richText'
import { localize, type Localized, type PageSeed } from '../../types'
import { banner, collection, damagePriceList, date, file, textarea } from '../blocks'

type TermsText = {
  title: string
  seo: { title: string; description: string }
  updated: string
  pdf: string
  body: readonly RichBlock[]
  /** The damage price list block: its items and prices come from the list check-in charges by. */
  damagePrices: { title: string; intro: string }
}

const TEXT: Localized<TermsText> = {
  en: {
    title: 'Terms and conditions',
    seo: {
      title: 'Rental terms and conditions',
      description:
        'The rental terms of Vegur Car Rental: driver requirements, prices and payment, cancellation, use of the car, fuel and damage.',
    },
    updated: 'Last updated',
    pdf: 'Download the summary (PDF)',
    body: [
      { h2: 'Drivers' },
      'Drivers must be at least 19 years old (21 for SUVs and 4x4s, 25 for large 4x4s) and have held a valid licence for one year.',
      { h2: 'Prices and payment' },
      'Prices include 24% VAT, unlimited mileage and Collision Damage Waiver. Cards are charged in ISK.',
      { h2: 'Cancellation' },
      'Cancellation is free up to 48 hours before pickup. Later cancellations are charged one rental day.',
      { h2: 'Use of the car' },
      'Off-road driving is illegal. F-roads are open to 4x4 cars only. River crossings are never covered.',
      { h2: 'Damage and accidents' },
      'Report any damage at once on +354 420 5050. Fines, tolls and tunnel fees are charged to the renter.',
    ],
    damagePrices: {
      title: 'Damage price list',
      intro:
        'What a new damage found when the car is returned costs. We charge each damage by this list, at the prices shown here.',
    },
  },
  de: {
    title: 'Mietbedingungen',
    seo: {
      title: 'Mietbedingungen',
      description:
        'Die Mietbedingungen von Vegur Car Rental: Fahrer, Preise und Zahlung, Stornierung, Nutzung des Autos, Kraftstoff und Schäden.',
    },
    updated: 'Zuletzt aktualisiert',
    pdf: 'Zusammenfassung herunterladen (PDF)',
    body: [
      { h2: 'Fahrer' },
      'Fahrer müssen mindestens 19 Jahre alt sein (21 für SUVs und 4x4, 25 für große 4x4) und seit einem Jahr einen gültigen Führerschein besitzen.',
      { h2: 'Preise und Zahlung' },
      'Die Preise enthalten 24 % Mehrwertsteuer, unbegrenzte Kilometer und Vollkaskoschutz. Karten werden in ISK belastet.',
      { h2: 'Stornierung' },
      'Bis 48 Stunden vor der Abholung ist die Stornierung kostenlos. Spätere Stornierungen kosten einen Miettag.',
      { h2: 'Nutzung des Autos' },
      'Fahren abseits der Straßen ist verboten. F-Straßen sind nur für 4x4 freigegeben. Flussdurchquerungen sind nie versichert.',
      { h2: 'Schäden und Unfälle' },
      'Melden Sie Schäden sofort unter +354 420 5050. Bußgelder, Maut- und Tunnelgebühren trägt der Mieter.',
    ],
    damagePrices: {
      title: 'Preisliste für Schäden',
      intro:
        'Was ein bei der Rückgabe neu festgestellter Schaden kostet. Beim Check-in wird jeder Schaden nach dieser Liste berechnet; die hier gezeigten Preise sind die berechneten.',
    },
  },
  es: {
    title: 'Términos y condiciones',
    seo: {
      title: 'Condiciones de alquiler',
      description:
        'Las condiciones de alquiler de Vegur Car Rental: conductores, precios y pago, cancelación, uso del coche, combustible y daños.',
    },
    updated: 'Última actualización',
    pdf: 'Descargar el resumen (PDF)',
    body: [
      { h2: 'Conductores' },
      'Los conductores deben tener al menos 19 años (21 para SUV y 4x4, 25 para 4x4 grandes) y un permiso válido desde hace un año.',
      { h2: 'Precios y pago' },
      'Los precios incluyen el IVA del 24 %, kilometraje ilimitado y la exención de daños por colisión. Las tarjetas se cargan en ISK.',
      { h2: 'Cancelación' },
      'La cancelación es gratuita hasta 48 horas antes de la recogida. Las cancelaciones posteriores cuestan un día de alquiler.',
      { h2: 'Uso del coche' },
      'Conducir fuera de las carreteras es ilegal. Las carreteras F solo se permiten con 4x4. Vadear ríos nunca está cubierto.',
      { h2: 'Daños y accidentes' },
      'Comunica cualquier daño de inmediato al +354 420 5050. Las multas, peajes y túneles corren a cargo del arrendatario.',
    ],
    damagePrices: {
      title: 'Lista de precios de daños',
      intro:
        'Lo que cuesta un daño nuevo encontrado en la devolución. En la entrega del coche cada daño se cobra según esta lista, y los precios que se muestran aquí son los que se cobran.',
    },
  },
  fr: {
    title: 'Conditions générales',
    seo: {
      title: 'Conditions générales de location',
      description:
        'Les conditions de location de Vegur Car Rental : conducteurs, prix et paiement, annulation, utilisation de la voiture, carburant et dommages.',
    },
    updated: 'Dernière mise à jour',
    pdf: 'Télécharger le résumé (PDF)',
    body: [
      { h2: 'Conducteurs' },
      'Les conducteurs doivent avoir au moins 19 ans (21 ans pour les SUV et 4x4, 25 ans pour les grands 4x4) et un permis valide depuis un an.',
      { h2: 'Prix et paiement' },
      'Les prix comprennent la TVA de 24 %, le kilométrage illimité et la garantie dommages par collision. Les cartes sont débitées en ISK.',
      { h2: 'Annulation' },
      'L’annulation est gratuite jusqu’à 48 heures avant la prise en charge. Au-delà, un jour de location est facturé.',
      { h2: 'Utilisation de la voiture' },
      'La conduite hors piste est interdite. Les pistes F sont réservées aux 4x4. Les traversées de rivières ne sont jamais couvertes.',
      { h2: 'Dommages et accidents' },
      'Signalez tout dommage immédiatement au +354 420 5050. Les amendes, péages et tunnels sont à la charge du locataire.',
    ],
    damagePrices: {
      title: 'Grille tarifaire des dommages',
      intro:
        'Ce que coûte un nouveau dommage constaté au retour. Au retour du véhicule, chaque dommage est facturé selon cette grille, et les prix affichés ici sont ceux qui sont facturés.',
    },
  },
  is: {
    title: 'Leiguskilmálar',
    seo: {
      title: 'Leiguskilmálar | Vegur bílaleiga',
      description:
        'Leiguskilmálar Vegar bílaleigu: ökumenn, verð og greiðsla, afbókun, notkun bílsins, eldsneyti og tjón.',
    },
    updated: 'Síðast uppfært',
    pdf: 'Sækja samantekt (PDF)',
    body: [
      { h2: 'Ökumenn' },
      'Ökumenn skulu vera að minnsta kosti 19 ára (21 árs fyrir jepplinga og jeppa, 25 ára fyrir stóra jeppa) og hafa haft gilt ökuskírteini í eitt ár.',
      { h2: 'Verð og greiðsla' },
      'Verð inniheldur 24% virðisaukaskatt, ótakmarkaðan akstur og kaskótryggingu. Kort eru skuldfærð í ISK.',
      { h2: 'Afbókun' },
      'Afbókun er ókeypis allt að 48 klukkustundum fyrir afhendingu. Síðari afbókun kostar einn leigudag.',
      { h2: 'Notkun bílsins' },
      'Utanvegaakstur er bannaður. F-vegir eru aðeins leyfðir á jeppum. Akstur yfir ár er aldrei tryggður.',
      { h2: 'Tjón og óhöpp' },
      'Tilkynntu tjón strax í síma +354 420 5050. Sektir, veggjöld og gangagjöld greiðast af leigutaka.',
    ],
    damagePrices: {
      title: 'Verðskrá tjóna',
      intro:
        'Hvað nýtt tjón sem finnst við skil kostar. Við skil er hvert tjón innheimt samkvæmt þessari verðskrá og verðin sem hér sjást eru þau sem innheimt eru.',
    },
  },
  it: {
    title: 'Termini e condizioni',
    seo: {
      title: 'Condizioni di noleggio',
      description:
        'Le condizioni di noleggio di Vegur Car Rental: guidatori, prezzi e pagamento, cancellazione, uso dell’auto, carburante e danni.',
    },
    updated: 'Ultimo aggiornamento',
    pdf: 'Scarica il riepilogo (PDF)',
    body: [
      { h2: 'Guidatori' },
      'I guidatori devono avere almeno 19 anni (21 per SUV e 4x4, 25 per i grandi 4x4) e una patente valida da almeno un anno.',
      { h2: 'Prezzi e pagamento' },
      'I prezzi comprendono l’IVA del 24%, il chilometraggio illimitato e la copertura danni da collisione. Le carte vengono addebitate in ISK.',
      { h2: 'Cancellazione' },
      'La cancellazione è gratuita fino a 48 ore prima del ritiro. Le cancellazioni successive costano un giorno di noleggio.',
      { h2: 'Uso dell’auto' },
      'La guida fuoristrada è vietata. Le strade F sono consentite solo ai 4x4. L’attraversamento di fiumi non è mai coperto.',
      { h2: 'Danni e incidenti' },
      'Segnala subito qualsiasi danno al +354 420 5050. Multe, pedaggi e tunnel sono a carico del cliente.',
    ],
    damagePrices: {
      title: 'Listino prezzi dei danni',
      intro:
        'Quanto costa un nuovo danno riscontrato alla riconsegna. Alla riconsegna ogni danno è addebitato secondo questo listino, e i prezzi mostrati qui sono quelli addebitati.',
    },
  },
}

export const terms: PageSeed = {
  path: '/terms',
  content: (media) =>
    localize((locale) => {
      const t = TEXT[locale]
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          banner({ title: t.title }),
          collection(null, [
            date(t.updated, '2026-01-15T12:00:00.000Z'),
            textarea(t.body),
            file(media.rentalTermsPdf, t.pdf),
          ]),
          damagePriceList(t.damagePrices.title, t.damagePrices.intro),
        ],
      }
    }),
}
