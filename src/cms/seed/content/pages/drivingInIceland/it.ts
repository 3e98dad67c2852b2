import type { DrivingText } from '.'

export const it: DrivingText = {
  title: 'Guidare in Islanda',
  seo: {
    title: 'Guidare in Islanda: regole, strade F e consigli invernali',
    description:
      'Cosa sapere prima di guidare in Islanda: limiti di velocità, fari, strade sterrate, strade F, guida invernale e dove controllare strade e meteo.',
  },
  lead: 'Le strade islandesi sono bellissime e a volte impegnative. Poche regole proteggono te e l’auto.',
  tabsTitle: 'Per stagione e tipo di strada',
  summer: {
    title: 'Estate',
    body: [
      {
        ul: [
          'Limiti: 90 km/h su asfalto, 80 km/h su sterrato, 50 km/h nei centri abitati',
          'Fari sempre accesi, giorno e notte',
          'Rallenta prima dello sterrato e sui ponti a una corsia',
        ],
      },
    ],
  },
  winter: {
    title: 'Inverno',
    body: [
      'Da novembre ad aprile le nostre auto montano pneumatici invernali.',
      {
        ul: [
          'Controlla ogni mattina le condizioni delle strade e il meteo',
          'A dicembre la luce può durare solo quattro ore',
          'Non fermarti mai sulla strada per guardare l’aurora boreale',
        ],
      },
    ],
  },
  fRoads: {
    title: 'Strade F',
    body: [
      'Le strade di montagna contrassegnate con F aprono verso fine giugno e solo per i 4x4.',
      [
        'Guidare fuoristrada è vietato e non è mai assicurato. Vedi ',
        { link: 'le nostre assicurazioni', url: '/insurance' },
        '.',
      ],
    ],
  },
  trips: {
    title: 'Scegli l’auto per il tuo viaggio',
    intro: 'Scegli un viaggio per cercare con i filtri che richiede; poi indichi le date.',
    ringRoad: {
      name: 'Ring Road',
      note: 'La strada 1 è asfaltata per tutto il giro, quindi va bene ogni auto. Le deviazioni verso i luoghi da visitare sono spesso sterrate: la protezione ghiaia copre i sassi sollevati da altre auto.',
    },
    highlands: {
      name: 'Altopiani',
      note: 'Le strade F aprono verso fine giugno e sono consentite solo alle 4x4. Nessuna protezione copre l’attraversamento dei fiumi.',
    },
    winter: {
      name: 'Inverno',
      note: 'Da novembre ad aprile ogni auto ha pneumatici invernali. La trazione integrale tiene meglio su neve e ghiaccio; controlla lo stato delle strade ogni mattina.',
    },
  },
  before: 'Prima di partire',
  videoTitle: 'Video dimostrativo (Big Buck Bunny, Blender Foundation)',
  watch: 'Riproduci il video',
  links: {
    roads: 'Condizioni delle strade (umferdin.is)',
    safety: 'Piani di viaggio e avvisi (safetravel.is)',
    weather: 'Previsioni meteo (vedur.is)',
  },
}
