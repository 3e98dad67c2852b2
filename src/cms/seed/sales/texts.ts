import type { Localized } from '../types'

/** Accessories of cars for sale, one line each. */
export const ACCESSORIES = {
  towbar: {
    en: 'Towbar',
    de: 'Anhängerkupplung',
    es: 'Enganche de remolque',
    fr: 'Attelage de remorque',
    is: 'Dráttarbeisli',
    it: 'Gancio di traino',
  },
  heatedSeats: {
    en: 'Heated seats',
    de: 'Sitzheizung',
    es: 'Asientos calefactables',
    fr: 'Sièges chauffants',
    is: 'Hiti í sætum',
    it: 'Sedili riscaldati',
  },
  heatedWheel: {
    en: 'Heated steering wheel',
    de: 'Beheizbares Lenkrad',
    es: 'Volante calefactable',
    fr: 'Volant chauffant',
    is: 'Hiti í stýri',
    it: 'Volante riscaldato',
  },
  camera: {
    en: 'Reversing camera',
    de: 'Rückfahrkamera',
    es: 'Cámara de marcha atrás',
    fr: 'Caméra de recul',
    is: 'Bakkmyndavél',
    it: 'Telecamera posteriore',
  },
  sensors: {
    en: 'Parking sensors',
    de: 'Einparkhilfe',
    es: 'Sensores de aparcamiento',
    fr: 'Radars de stationnement',
    is: 'Fjarlægðarskynjarar',
    it: 'Sensori di parcheggio',
  },
  carPlay: {
    en: 'Apple CarPlay',
    de: 'Apple CarPlay',
    es: 'Apple CarPlay',
    fr: 'Apple CarPlay',
    is: 'Apple CarPlay',
    it: 'Apple CarPlay',
  },
  cruise: {
    en: 'Adaptive cruise control',
    de: 'Abstandstempomat',
    es: 'Control de crucero adaptativo',
    fr: 'Régulateur de vitesse adaptatif',
    is: 'Aðlagandi hraðastillir',
    it: 'Cruise control adattivo',
  },
  studded: {
    en: 'Studded winter tyres',
    de: 'Spikereifen',
    es: 'Neumáticos de invierno con clavos',
    fr: 'Pneus hiver cloutés',
    is: 'Nagladekk',
    it: 'Pneumatici invernali chiodati',
  },
  summerTyres: {
    en: 'Extra set of summer tyres',
    de: 'Zusätzlicher Satz Sommerreifen',
    es: 'Juego extra de neumáticos de verano',
    fr: "Jeu supplémentaire de pneus d'été",
    is: 'Auka sumardekk',
    it: 'Set aggiuntivo di pneumatici estivi',
  },
  roofRails: {
    en: 'Roof rails',
    de: 'Dachreling',
    es: 'Barras de techo',
    fr: 'Barres de toit',
    is: 'Þakbogar',
    it: 'Barre portatutto',
  },
  leather: {
    en: 'Leather upholstery',
    de: 'Lederausstattung',
    es: 'Tapicería de cuero',
    fr: 'Sellerie cuir',
    is: 'Leðuráklæði',
    it: 'Interni in pelle',
  },
  navigation: {
    en: 'Navigation system',
    de: 'Navigationssystem',
    es: 'Sistema de navegación',
    fr: 'Système de navigation',
    is: 'Leiðsögukerfi',
    it: 'Sistema di navigazione',
  },
  keyless: {
    en: 'Keyless entry and start',
    de: 'Schlüsselloses Öffnen und Starten',
    es: 'Apertura y arranque sin llave',
    fr: 'Accès et démarrage sans clé',
    is: 'Lyklalaust aðgengi og ræsing',
    it: 'Accesso e avviamento senza chiave',
  },
  heatPump: {
    en: 'Heat pump',
    de: 'Wärmepumpe',
    es: 'Bomba de calor',
    fr: 'Pompe à chaleur',
    is: 'Varmadæla',
    it: 'Pompa di calore',
  },
  preheater: {
    en: 'Engine preheater (Webasto)',
    de: 'Standheizung (Webasto)',
    es: 'Calefactor de motor (Webasto)',
    fr: 'Chauffage de stationnement (Webasto)',
    is: 'Olíumiðstöð (Webasto)',
    it: 'Preriscaldatore motore (Webasto)',
  },
  raised: {
    en: 'Raised suspension, 33" tyres',
    de: 'Höhergelegt, 33-Zoll-Reifen',
    es: 'Suspensión elevada, neumáticos de 33"',
    fr: 'Suspension rehaussée, pneus 33"',
    is: 'Upphækkaður á 33" dekkjum',
    it: 'Assetto rialzato, pneumatici da 33"',
  },
  sevenSeats: {
    en: 'Seven seats',
    de: 'Sieben Sitze',
    es: 'Siete plazas',
    fr: 'Sept places',
    is: 'Sjö sæti',
    it: 'Sette posti',
  },
} as const satisfies Record<string, Localized<string>>

export type AccessoryKey = keyof typeof ACCESSORIES

/** Tags on the car card, with their colours (text on background). */
export const TAGS = {
  deal: {
    text: { en: 'Deal', de: 'Angebot', es: 'Oferta', fr: 'Promo', is: 'Tilboð', it: 'Offerta' },
    textColour: '#ffffff',
    backgroundColour: '#c62828',
  },
  lowMileage: {
    text: {
      en: 'Low mileage',
      de: 'Wenig gefahren',
      es: 'Pocos kilómetros',
      fr: 'Faible kilométrage',
      is: 'Lítið ekinn',
      it: 'Pochi chilometri',
    },
    textColour: '#ffffff',
    backgroundColour: '#1559c4',
  },
  justArrived: {
    text: {
      en: 'Just arrived',
      de: 'Neu eingetroffen',
      es: 'Recién llegado',
      fr: 'Nouvel arrivage',
      is: 'Nýkominn',
      it: 'Appena arrivato',
    },
    textColour: '#ffffff',
    backgroundColour: '#000000',
  },
} as const satisfies Record<string, { text: Localized<string>; textColour: string; backgroundColour: string }>

export type TagKey = keyof typeof TAGS
