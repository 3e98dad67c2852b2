import { localize, type Localized } from '../../types'

export type ServiceText = { name: string; description: string }

const LARGE: Localized<string> = { en: 'Large', de: 'Groß', es: 'Grande', fr: 'Grand', is: 'Stór', it: 'Grande' }

/** "Standard Protection (Large)": the Large variant of a protection, for large cars. */
export function largeVariant(text: Localized<ServiceText>): Localized<ServiceText> {
  return localize((locale) => ({
    name: `${text[locale].name} (${LARGE[locale]})`,
    description: text[locale].description,
  }))
}

export const BASIC: Localized<ServiceText> = {
  en: {
    name: 'Basic Protection',
    description: 'Included in every rental: the legal minimum, with a high excess if the car is damaged.',
  },
  de: {
    name: 'Basisschutz',
    description: 'In jeder Miete enthalten: der gesetzliche Mindestschutz, mit hoher Selbstbeteiligung bei Schäden.',
  },
  es: {
    name: 'Protección Básica',
    description:
      'Incluida en todos los alquileres: la cobertura mínima legal, con una franquicia alta si el coche sufre daños.',
  },
  fr: {
    name: 'Protection Basique',
    description: 'Incluse dans chaque location : le minimum légal, avec une franchise élevée en cas de dommages.',
  },
  is: {
    name: 'Grunnvernd',
    description: 'Innifalin í allri leigu: lögbundin lágmarksvernd, með hárri sjálfsábyrgð ef bíllinn skemmist.',
  },
  it: {
    name: 'Protezione Base',
    description: 'Inclusa in ogni noleggio: la copertura minima di legge, con una franchigia alta in caso di danni.',
  },
}

export const STANDARD: Localized<ServiceText> = {
  en: {
    name: 'Standard Protection',
    description: 'Lowers your excess and covers stone chips from gravel roads, the most common damage in Iceland.',
  },
  de: {
    name: 'Standardschutz',
    description:
      'Senkt Ihre Selbstbeteiligung und deckt Steinschläge von Schotterstraßen, die häufigsten Schäden in Island.',
  },
  es: {
    name: 'Protección Estándar',
    description:
      'Reduce su franquicia y cubre los impactos de piedras en carreteras de grava, el daño más común en Islandia.',
  },
  fr: {
    name: 'Protection Standard',
    description:
      'Réduit votre franchise et couvre les impacts de gravillons sur les routes non revêtues, les dégâts les plus fréquents en Islande.',
  },
  is: {
    name: 'Staðalvernd',
    description: 'Lækkar sjálfsábyrgðina og nær yfir steinkast af malarvegum, algengasta tjónið á Íslandi.',
  },
  it: {
    name: 'Protezione Standard',
    description:
      'Riduce la franchigia e copre le scheggiature da ghiaia sulle strade sterrate, il danno più comune in Islanda.',
  },
}

export const PREMIUM: Localized<ServiceText> = {
  en: {
    name: 'Premium Protection',
    description: 'Drive without worry: no excess on collision damage, with gravel, sand and ash damage covered.',
  },
  de: {
    name: 'Premiumschutz',
    description:
      'Sorglos fahren: keine Selbstbeteiligung bei Unfallschäden, Schotter-, Sand- und Ascheschäden inklusive.',
  },
  es: {
    name: 'Protección Premium',
    description:
      'Conduzca sin preocupaciones: sin franquicia en daños por colisión y con daños por gravilla, arena y ceniza cubiertos.',
  },
  fr: {
    name: 'Protection Premium',
    description:
      'Roulez l’esprit tranquille : aucune franchise sur les dommages de collision, gravillons, sable et cendres couverts.',
  },
  is: {
    name: 'Úrvalsvernd',
    description: 'Áhyggjulaus akstur: engin sjálfsábyrgð vegna árekstrartjóns og malar-, sand- og öskutjón innifalin.',
  },
  it: {
    name: 'Protezione Premium',
    description:
      'Guida senza pensieri: nessuna franchigia sui danni da collisione, con danni da ghiaia, sabbia e cenere coperti.',
  },
}

export const SAND_AND_ASH: Localized<ServiceText> = {
  en: {
    name: 'Sand and Ash Protection',
    description:
      'Strong winds on the south coast can blast sand and volcanic ash at the car. This covers the paint, glass and lights.',
  },
  de: {
    name: 'Sand- und Ascheschutz',
    description:
      'Starker Wind an der Südküste kann Sand und Vulkanasche gegen das Auto schleudern. Gedeckt sind Lack, Glas und Scheinwerfer.',
  },
  es: {
    name: 'Protección contra Arena y Ceniza',
    description:
      'El viento fuerte de la costa sur puede lanzar arena y ceniza volcánica contra el coche. Cubre pintura, cristales y faros.',
  },
  fr: {
    name: 'Protection Sable et Cendres',
    description:
      'Sur la côte sud, le vent peut projeter du sable et des cendres volcaniques sur la voiture. Couvre la peinture, les vitres et les phares.',
  },
  is: {
    name: 'Sand- og öskuvernd',
    description:
      'Í hvassviðri á Suðurlandi getur sandur og gjóska skemmt bílinn. Verndin nær yfir lakk, rúður og ljós.',
  },
  it: {
    name: 'Protezione Sabbia e Cenere',
    description:
      'Sulla costa sud il vento forte può scagliare sabbia e cenere vulcanica contro l’auto. Copre vernice, vetri e fari.',
  },
}

export const WHEELS_AND_GLASSES: Localized<ServiceText> = {
  en: {
    name: 'Wheels and Glasses Protection',
    description: 'Covers tyres, rims, headlights and mirrors, which no other protection covers.',
  },
  de: {
    name: 'Räder- und Glasschutz',
    description: 'Deckt Reifen, Felgen, Scheinwerfer und Spiegel, die kein anderer Schutz abdeckt.',
  },
  es: {
    name: 'Protección de Ruedas y Cristales',
    description: 'Cubre neumáticos, llantas, faros y retrovisores, que ninguna otra protección cubre.',
  },
  fr: {
    name: 'Protection Roues et Vitrages',
    description: 'Couvre les pneus, les jantes, les phares et les rétroviseurs, qu’aucune autre protection ne couvre.',
  },
  is: {
    name: 'Dekkja- og glervernd',
    description: 'Nær yfir dekk, felgur, framljós og spegla, sem engin önnur vernd nær yfir.',
  },
  it: {
    name: 'Protezione Ruote e Cristalli',
    description: 'Copre pneumatici, cerchi, fari e specchietti, che nessun’altra protezione copre.',
  },
}

export const WINDSHIELD: Localized<ServiceText> = {
  en: {
    name: 'Windshield Protection',
    description: 'A passing truck on a gravel road can crack the windscreen. Repairs and a new windscreen are covered.',
  },
  de: {
    name: 'Windschutzscheibenschutz',
    description:
      'Ein entgegenkommender Lkw auf Schotter kann die Scheibe beschädigen. Reparatur und neue Scheibe sind gedeckt.',
  },
  es: {
    name: 'Protección del Parabrisas',
    description:
      'Un camión en una carretera de grava puede agrietar el parabrisas. Cubre la reparación y un parabrisas nuevo.',
  },
  fr: {
    name: 'Protection Pare-brise',
    description:
      'Un camion croisé sur une piste peut fissurer le pare-brise. La réparation et le remplacement sont couverts.',
  },
  is: {
    name: 'Framrúðuvernd',
    description: 'Steinn frá vörubíl á malarvegi getur brotið framrúðuna. Viðgerð og ný rúða eru innifalin.',
  },
  it: {
    name: 'Protezione Parabrezza',
    description:
      'Un camion su una strada sterrata può incrinare il parabrezza. Riparazione e sostituzione sono coperte.',
  },
}

export const ROADSIDE: Localized<ServiceText> = {
  en: {
    name: 'Roadside Assistance',
    description: 'Help anywhere on the ring road, day and night, without the call-out fee.',
  },
  de: {
    name: 'Pannenhilfe',
    description: 'Hilfe überall an der Ringstraße, Tag und Nacht, ohne Anfahrtsgebühr.',
  },
  es: {
    name: 'Asistencia en Carretera',
    description:
      'Ayuda en cualquier punto de la carretera de circunvalación, de día y de noche, sin coste de desplazamiento.',
  },
  fr: {
    name: 'Assistance Routière',
    description: 'De l’aide partout sur la route circulaire, de jour comme de nuit, sans frais de déplacement.',
  },
  is: {
    name: 'Vegaaðstoð',
    description: 'Aðstoð hvar sem er á hringveginum, dag sem nótt, án útkallsgjalds.',
  },
  it: {
    name: 'Assistenza Stradale',
    description: 'Aiuto ovunque sulla strada circolare, giorno e notte, senza costi di uscita.',
  },
}
