import type { Localized } from '../../types'

/** What a protection covers, one line each. */
export const COVERAGE = {
  cdw: {
    en: 'Collision damage waiver (CDW)',
    de: 'Haftungsbeschränkung bei Unfallschäden (CDW)',
    es: 'Cobertura de daños por colisión (CDW)',
    fr: 'Garantie dommages collision (CDW)',
    is: 'Kaskótrygging (CDW)',
    it: 'Copertura danni da collisione (CDW)',
  },
  scdw: {
    en: 'Super collision damage waiver (SCDW): lower excess',
    de: 'Erweiterte Haftungsbeschränkung (SCDW): niedrigere Selbstbeteiligung',
    es: 'Súper cobertura de daños por colisión (SCDW): franquicia reducida',
    fr: 'Super garantie dommages collision (SCDW) : franchise réduite',
    is: 'Aukin kaskótrygging (SCDW): lægri sjálfsábyrgð',
    it: 'Super copertura danni da collisione (SCDW): franchigia ridotta',
  },
  zeroExcess: {
    en: 'No excess on collision damage',
    de: 'Keine Selbstbeteiligung bei Unfallschäden',
    es: 'Sin franquicia en daños por colisión',
    fr: 'Aucune franchise sur les dommages de collision',
    is: 'Engin sjálfsábyrgð vegna árekstrartjóns',
    it: 'Nessuna franchigia sui danni da collisione',
  },
  theft: {
    en: 'Theft protection (TP)',
    de: 'Diebstahlschutz (TP)',
    es: 'Protección contra robo (TP)',
    fr: 'Protection contre le vol (TP)',
    is: 'Þjófnaðarvernd (TP)',
    it: 'Protezione furto (TP)',
  },
  thirdParty: {
    en: 'Third-party liability insurance',
    de: 'Kfz-Haftpflichtversicherung',
    es: 'Seguro de responsabilidad civil',
    fr: 'Assurance responsabilité civile',
    is: 'Ábyrgðartrygging ökutækis',
    it: 'Assicurazione di responsabilità civile',
  },
  gravel: {
    en: 'Gravel protection (GP): stone chips on body and lights',
    de: 'Schotterschutz (GP): Steinschläge an Karosserie und Scheinwerfern',
    es: 'Protección contra gravilla (GP): impactos en carrocería y faros',
    fr: 'Protection gravillons (GP) : impacts sur la carrosserie et les phares',
    is: 'Malarvernd (GP): steinkast á lakk og ljós',
    it: 'Protezione ghiaia (GP): scheggiature su carrozzeria e fari',
  },
  sandAndAsh: {
    en: 'Sand and ash damage to paint, glass and lights',
    de: 'Sand- und Ascheschäden an Lack, Glas und Scheinwerfern',
    es: 'Daños por arena y ceniza en pintura, cristales y faros',
    fr: 'Dommages dus au sable et aux cendres sur la peinture, les vitres et les phares',
    is: 'Sand- og öskutjón á lakki, rúðum og ljósum',
    it: 'Danni da sabbia e cenere a vernice, vetri e fari',
  },
  wheelsAndGlasses: {
    en: 'Tyres, rims, headlights and mirrors',
    de: 'Reifen, Felgen, Scheinwerfer und Spiegel',
    es: 'Neumáticos, llantas, faros y retrovisores',
    fr: 'Pneus, jantes, phares et rétroviseurs',
    is: 'Dekk, felgur, framljós og speglar',
    it: 'Pneumatici, cerchi, fari e specchietti',
  },
  windshield: {
    en: 'Windscreen chips repaired and the windscreen replaced',
    de: 'Reparatur von Steinschlägen und Austausch der Windschutzscheibe',
    es: 'Reparación de impactos y sustitución del parabrisas',
    fr: 'Réparation des impacts et remplacement du pare-brise',
    is: 'Viðgerð á steinkasti og ný framrúða ef þarf',
    it: 'Riparazione delle scheggiature e sostituzione del parabrezza',
  },
  roadside: {
    en: '24/7 help: towing, flat tyre, flat battery, lost key, empty tank',
    de: 'Hilfe rund um die Uhr: Abschleppen, Reifenpanne, leere Batterie, verlorener Schlüssel, leerer Tank',
    es: 'Asistencia 24/7: remolque, pinchazo, batería descargada, llave perdida, depósito vacío',
    fr: 'Assistance 24 h/24 : remorquage, crevaison, batterie à plat, clé perdue, panne sèche',
    is: 'Aðstoð allan sólarhringinn: dráttur, sprungið dekk, rafmagnslaus rafgeymir, týndur lykill, eldsneytisleysi',
    it: 'Assistenza 24/7: traino, foratura, batteria scarica, chiave smarrita, serbatoio vuoto',
  },
} as const satisfies Record<string, Localized<string>>

export type CoverageKey = keyof typeof COVERAGE
