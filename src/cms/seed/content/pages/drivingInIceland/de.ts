import type { DrivingText } from '.'

export const de: DrivingText = {
  title: 'Autofahren in Island',
  seo: {
    title: 'Autofahren in Island: Regeln, F-Straßen und Wintertipps',
    description:
      'Was Sie vor der Fahrt wissen sollten: Tempolimits, Licht, Schotterstraßen, F-Straßen, Fahren im Winter und wo Sie Straßen und Wetter prüfen.',
  },
  lead: 'Islands Straßen sind wunderschön und manchmal anspruchsvoll. Ein paar Regeln schützen Sie und das Auto.',
  tabsTitle: 'Nach Jahreszeit und Straße',
  summer: {
    title: 'Sommer',
    body: [
      {
        ul: [
          'Tempolimits: 90 km/h auf Asphalt, 80 km/h auf Schotter, 50 km/h in Ortschaften',
          'Abblendlicht immer an, auch tagsüber',
          'Vor Schotterabschnitten und auf einspurigen Brücken langsamer fahren',
        ],
      },
    ],
  },
  winter: {
    title: 'Winter',
    body: [
      'Von November bis April fahren unsere Autos mit Winterreifen.',
      {
        ul: [
          'Prüfen Sie jeden Morgen Straßenzustand und Wetter',
          'Im Dezember ist es manchmal nur vier Stunden hell',
          'Halten Sie nie auf der Straße, um Nordlichter zu beobachten',
        ],
      },
    ],
  },
  fRoads: {
    title: 'F-Straßen',
    body: [
      'Mit F gekennzeichnete Hochlandstraßen sind etwa ab Ende Juni geöffnet und nur für 4x4.',
      [
        'Fahren abseits der Straßen ist verboten und nie versichert. Siehe ',
        { link: 'unsere Versicherung', url: '/insurance' },
        '.',
      ],
    ],
  },
  trips: {
    title: 'Das richtige Auto für Ihre Reise',
    intro: 'Wählen Sie eine Reise, um mit den passenden Filtern zu suchen; die Daten geben Sie danach ein.',
    ringRoad: {
      name: 'Ringstraße',
      note: 'Die Route 1 ist rundum asphaltiert, jedes Auto passt. Nebenstraßen zu Sehenswürdigkeiten sind oft Schotter: Der Schotterschutz deckt Steinschläge durch andere Autos.',
    },
    highlands: {
      name: 'Hochland',
      note: 'F-Straßen öffnen etwa ab Ende Juni und sind nur mit 4x4-Autos erlaubt. Flussdurchquerungen deckt kein Schutz.',
    },
    winter: {
      name: 'Winter',
      note: 'Von November bis April hat jedes Auto Winterreifen. Allrad greift auf Schnee und Eis besser; prüfen Sie jeden Morgen den Straßenzustand.',
    },
  },
  before: 'Vor der Abfahrt',
  videoTitle: 'Demovideo (Big Buck Bunny, Blender Foundation)',
  watch: 'Video abspielen',
  links: {
    roads: 'Straßenzustand (umferdin.is)',
    safety: 'Reisepläne und Warnungen (safetravel.is)',
    weather: 'Wettervorhersage (vedur.is)',
  },
}
