import type { Office } from '../../../payload-types'
import { COMPANY } from '../content/company'
import type { Localized } from '../types'
import { AIRPORT_OUT_OF_HOURS, CITY_OUT_OF_HOURS, type OutOfHoursTexts } from './texts/out-of-hours'

type OfficeTexts = { name: string; pickupInstructions: string; returnInstructions: string }
type OfficeData = Omit<Office, 'id' | 'createdAt' | 'updatedAt' | keyof OfficeTexts>

export type OfficeSeed = {
  data: OfficeData
  texts: Localized<OfficeTexts>
  /** The key box or meeting point while the desk is closed (the group's localized fields). */
  outOfHoursTexts: Localized<OutOfHoursTexts>
}

/** Night help goes to the line answered day and night (the footer labels it so). */
const NIGHT_LINE = COMPANY.phones.roadside

/** The Reykjavík city office; Keflavík airport is the search default, brimb1. */
export const CITY_OFFICE_CODE = 'rvkcity'

const AIRPORT_HOURS = { opensAt: '05:00', closesAt: '23:00' }
const WEEKDAY_HOURS = { opensAt: '08:00', closesAt: '18:00' }
const SUMMER_WEEKDAY_HOURS = { opensAt: '08:00', closesAt: '20:00' }
const SATURDAY_HOURS = { opensAt: '09:00', closesAt: '16:00' }

/** Keflavík airport (the search default, brimb1) and the Reykjavík city office. */
export const OFFICE_SEEDS: readonly OfficeSeed[] = [
  {
    data: {
      code: 'brimb1',
      iataCode: 'KEF',
      address: 'Keflavíkurflugvöllur, arrivals hall',
      postalCode: '235',
      city: 'Reykjanesbær',
      country: 'IS',
      coordinates: { lat: 63.985, lng: -22.6056 },
      isAirport: true,
      sortOrder: 10,
      openingTimes: [
        {
          hours: {
            monday: AIRPORT_HOURS,
            tuesday: AIRPORT_HOURS,
            wednesday: AIRPORT_HOURS,
            thursday: AIRPORT_HOURS,
            friday: AIRPORT_HOURS,
            saturday: AIRPORT_HOURS,
            sunday: AIRPORT_HOURS,
          },
        },
      ],
      outOfHours: { isAllowed: true, earliest: '00:00', latest: '23:59', helpPhone: NIGHT_LINE },
      holidays: [],
    },
    outOfHoursTexts: AIRPORT_OUT_OF_HOURS,
    texts: {
      en: {
        name: 'Keflavík International Airport',
        pickupInstructions:
          'Our desk is in the arrivals hall, to the right as you come out of customs. Show your voucher and driving licence and we will walk you to your car in the rental car park across the road.',
        returnInstructions:
          'Follow the "Rental car return" signs before the terminal, park in a Vegur bay and bring the key to our desk, or drop it in the key box next to it. Allow 20 minutes before check-in.',
      },
      de: {
        name: 'Internationaler Flughafen Keflavík',
        pickupInstructions:
          'Unser Schalter befindet sich in der Ankunftshalle, rechts nach dem Zoll. Zeigen Sie Ihren Voucher und Ihren Führerschein vor, dann begleiten wir Sie zu Ihrem Auto auf dem Mietwagenparkplatz gegenüber.',
        returnInstructions:
          'Folgen Sie vor dem Terminal den Schildern „Rental car return“, parken Sie auf einem Vegur-Stellplatz und bringen Sie den Schlüssel an unseren Schalter oder werfen Sie ihn in den Schlüsselkasten daneben. Planen Sie 20 Minuten vor dem Check-in ein.',
      },
      es: {
        name: 'Aeropuerto Internacional de Keflavík',
        pickupInstructions:
          'Nuestro mostrador está en la sala de llegadas, a la derecha al salir de la aduana. Muestre su bono y su permiso de conducir y le acompañaremos hasta su coche en el aparcamiento de alquiler, al otro lado de la calle.',
        returnInstructions:
          'Antes de la terminal, siga las señales «Rental car return», aparque en una plaza de Vegur y entregue la llave en nuestro mostrador o déjela en el buzón de llaves de al lado. Calcule 20 minutos antes de facturar.',
      },
      fr: {
        name: 'Aéroport international de Keflavík',
        pickupInstructions:
          'Notre comptoir se trouve dans le hall des arrivées, à droite en sortant de la douane. Présentez votre bon de réservation et votre permis de conduire : nous vous accompagnons jusqu’à votre voiture, sur le parking des loueurs en face.',
        returnInstructions:
          'Avant le terminal, suivez les panneaux « Rental car return », garez-vous sur une place Vegur et rapportez la clé à notre comptoir ou déposez-la dans la boîte à clés voisine. Prévoyez 20 minutes avant l’enregistrement.',
      },
      is: {
        name: 'Keflavíkurflugvöllur',
        pickupInstructions:
          'Afgreiðslan okkar er í komusalnum, til hægri þegar komið er út úr tollinum. Sýndu bókunarstaðfestingu og ökuskírteini og við fylgjum þér að bílnum á bílaleiguplaninu handan götunnar.',
        returnInstructions:
          'Fylgdu skiltunum „Rental car return“ áður en komið er að flugstöðinni, leggðu í merkt stæði Vegar og komdu með lykilinn í afgreiðsluna eða settu hann í lyklakassann við hliðina. Gerðu ráð fyrir 20 mínútum fyrir innritun.',
      },
      it: {
        name: 'Aeroporto internazionale di Keflavík',
        pickupInstructions:
          'Il nostro banco è nella sala arrivi, a destra all’uscita dalla dogana. Mostra il voucher e la patente e ti accompagneremo alla tua auto nel parcheggio dei noleggi, dall’altra parte della strada.',
        returnInstructions:
          'Prima del terminal segui i cartelli «Rental car return», parcheggia in uno stallo Vegur e porta la chiave al nostro banco o lasciala nella cassetta delle chiavi accanto. Calcola 20 minuti prima del check-in.',
      },
    },
  },
  {
    data: {
      code: CITY_OFFICE_CODE,
      address: 'Borgartún 26',
      postalCode: '105',
      city: 'Reykjavík',
      country: 'IS',
      coordinates: { lat: 64.1455, lng: -21.9087 },
      isAirport: false,
      sortOrder: 20,
      openingTimes: [
        {
          validFrom: '2026-06-01',
          validTo: '2026-08-31',
          closedWeekdays: ['sunday'],
          hours: {
            monday: SUMMER_WEEKDAY_HOURS,
            tuesday: SUMMER_WEEKDAY_HOURS,
            wednesday: SUMMER_WEEKDAY_HOURS,
            thursday: SUMMER_WEEKDAY_HOURS,
            friday: SUMMER_WEEKDAY_HOURS,
            saturday: SATURDAY_HOURS,
          },
        },
        {
          closedWeekdays: ['sunday'],
          hours: {
            monday: WEEKDAY_HOURS,
            tuesday: WEEKDAY_HOURS,
            wednesday: WEEKDAY_HOURS,
            thursday: WEEKDAY_HOURS,
            friday: WEEKDAY_HOURS,
            saturday: SATURDAY_HOURS,
          },
        },
      ],
      outOfHours: { isAllowed: false, helpPhone: NIGHT_LINE },
      holidays: [
        { date: '2026-01-01', name: 'Nýársdagur' },
        { date: '2026-04-03', name: 'Föstudagurinn langi' },
        { date: '2026-04-06', name: 'Annar í páskum' },
        { date: '2026-06-17', name: 'Þjóðhátíðardagurinn' },
        { date: '2026-08-03', name: 'Frídagur verslunarmanna' },
        { date: '2026-12-24', name: 'Aðfangadagur jóla' },
        { date: '2026-12-25', name: 'Jóladagur' },
        { date: '2026-12-26', name: 'Annar í jólum' },
        { date: '2027-01-01', name: 'Nýársdagur' },
      ],
    },
    outOfHoursTexts: CITY_OUT_OF_HOURS,
    texts: {
      en: {
        name: 'Reykjavík city office',
        pickupInstructions:
          'Our office is at Borgartún 26, a ten-minute walk from Hlemmur. Free customer parking is behind the building; cars are handed over at the door.',
        returnInstructions:
          'Park in a Vegur bay behind the building and bring the key inside. Outside opening hours returns are not possible here: return to Keflavík airport instead.',
      },
      de: {
        name: 'Stadtbüro Reykjavík',
        pickupInstructions:
          'Unser Büro liegt in der Borgartún 26, zehn Gehminuten von Hlemmur. Kostenlose Kundenparkplätze finden Sie hinter dem Gebäude; die Übergabe der Autos erfolgt am Eingang.',
        returnInstructions:
          'Parken Sie auf einem Vegur-Stellplatz hinter dem Gebäude und bringen Sie den Schlüssel hinein. Außerhalb der Öffnungszeiten ist hier keine Rückgabe möglich: Geben Sie das Auto dann am Flughafen Keflavík zurück.',
      },
      es: {
        name: 'Oficina de Reykjavík centro',
        pickupInstructions:
          'Nuestra oficina está en Borgartún 26, a diez minutos a pie de Hlemmur. Hay aparcamiento gratuito para clientes detrás del edificio; los coches se entregan en la puerta.',
        returnInstructions:
          'Aparque en una plaza de Vegur detrás del edificio y entregue la llave dentro. Fuera del horario de apertura no se pueden hacer devoluciones aquí: devuelva el coche en el aeropuerto de Keflavík.',
      },
      fr: {
        name: 'Agence de Reykjavík centre',
        pickupInstructions:
          'Notre agence se trouve au 26 Borgartún, à dix minutes à pied de Hlemmur. Un parking client gratuit se trouve derrière le bâtiment ; les voitures sont remises devant l’entrée.',
        returnInstructions:
          'Garez-vous sur une place Vegur derrière le bâtiment et rapportez la clé à l’intérieur. En dehors des heures d’ouverture, aucun retour n’est possible ici : rendez la voiture à l’aéroport de Keflavík.',
      },
      is: {
        name: 'Skrifstofa í Reykjavík',
        pickupInstructions:
          'Skrifstofan okkar er í Borgartúni 26, tíu mínútna gang frá Hlemmi. Gjaldfrjáls bílastæði fyrir viðskiptavini eru bak við húsið og bílarnir eru afhentir við innganginn.',
        returnInstructions:
          'Leggðu í merkt stæði Vegar bak við húsið og komdu með lykilinn inn. Utan opnunartíma er ekki hægt að skila bíl hér; skilaðu honum þá á Keflavíkurflugvelli.',
      },
      it: {
        name: 'Ufficio di Reykjavík centro',
        pickupInstructions:
          'Il nostro ufficio è in Borgartún 26, a dieci minuti a piedi da Hlemmur. Il parcheggio gratuito per i clienti è dietro l’edificio; le auto vengono consegnate all’ingresso.',
        returnInstructions:
          'Parcheggia in uno stallo Vegur dietro l’edificio e porta la chiave all’interno. Fuori orario non è possibile riconsegnare qui: riporta l’auto all’aeroporto di Keflavík.',
      },
    },
  },
]
