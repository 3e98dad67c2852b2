import { localize, type Localized } from '../types'
import type { CarBodyType } from './car'
import { isCarColourName, type CarColour, type CarColourName } from './colour'

const BODY_NAMES: Localized<Record<CarBodyType, string>> = {
  en: {
    hatchback: 'hatchback',
    sedan: 'sedan',
    suv: 'SUV',
    large4x4: 'large 4x4',
    minivan: 'minivan',
    electric: 'electric car',
  },
  de: {
    hatchback: 'Kleinwagen',
    sedan: 'Limousine',
    suv: 'SUV',
    large4x4: 'großer Geländewagen (4x4)',
    minivan: 'Minivan',
    electric: 'Elektroauto',
  },
  es: {
    hatchback: 'utilitario compacto',
    sedan: 'sedán',
    suv: 'SUV',
    large4x4: 'todoterreno grande 4x4',
    minivan: 'monovolumen',
    electric: 'coche eléctrico',
  },
  fr: {
    hatchback: 'citadine',
    sedan: 'berline',
    suv: 'SUV',
    large4x4: 'grand 4x4',
    minivan: 'monospace',
    electric: 'voiture électrique',
  },
  is: {
    hatchback: 'smábíll',
    sedan: 'fólksbíll',
    suv: 'jepplingur',
    large4x4: 'stór jeppi (4x4)',
    minivan: 'fjölnotabíll',
    electric: 'rafbíll',
  },
  it: {
    hatchback: 'utilitaria',
    sedan: 'berlina',
    suv: 'SUV',
    large4x4: 'grande fuoristrada 4x4',
    minivan: 'monovolume',
    electric: 'auto elettrica',
  },
}

const COLOUR_NAMES: Localized<Record<CarColourName, string>> = {
  en: {
    white: 'white',
    black: 'black',
    silver: 'silver',
    grey: 'grey',
    red: 'red',
    blue: 'blue',
    green: 'green',
    orange: 'orange',
    yellow: 'yellow',
    brown: 'brown',
  },
  de: {
    white: 'Weiß',
    black: 'Schwarz',
    silver: 'Silber',
    grey: 'Grau',
    red: 'Rot',
    blue: 'Blau',
    green: 'Grün',
    orange: 'Orange',
    yellow: 'Gelb',
    brown: 'Braun',
  },
  es: {
    white: 'blanco',
    black: 'negro',
    silver: 'plata',
    grey: 'gris',
    red: 'rojo',
    blue: 'azul',
    green: 'verde',
    orange: 'naranja',
    yellow: 'amarillo',
    brown: 'marrón',
  },
  fr: {
    white: 'blanc',
    black: 'noir',
    silver: 'argent',
    grey: 'gris',
    red: 'rouge',
    blue: 'bleu',
    green: 'vert',
    orange: 'orange',
    yellow: 'jaune',
    brown: 'marron',
  },
  is: {
    white: 'hvítur',
    black: 'svartur',
    silver: 'silfurgrár',
    grey: 'grár',
    red: 'rauður',
    blue: 'blár',
    green: 'grænn',
    orange: 'appelsínugulur',
    yellow: 'gulur',
    brown: 'brúnn',
  },
  it: {
    white: 'bianco',
    black: 'nero',
    silver: 'argento',
    grey: 'grigio',
    red: 'rosso',
    blue: 'blu',
    green: 'verde',
    orange: 'arancione',
    yellow: 'giallo',
    brown: 'marrone',
  },
}

/** Phrasings that need no agreement between the colour and the body type's gender. */
const TEMPLATES: Localized<(body: string, colour: string | undefined) => string> = {
  en: (body, colour) => `Illustration: ${body}${colour ? `, ${colour}` : ''}`,
  de: (body, colour) => `Illustration: ${body}${colour ? ` in ${colour}` : ''}`,
  es: (body, colour) => `Ilustración: ${body}${colour ? ` de color ${colour}` : ''}`,
  fr: (body, colour) => `Illustration : ${body}${colour ? `, coloris ${colour}` : ''}`,
  is: (body, colour) => `Teikning: ${body}${colour ? `, litur: ${colour}` : ''}`,
  it: (body, colour) => `Illustrazione: ${body}${colour ? `, colore ${colour}` : ''}`,
}

/** Alt text of a car illustration in every language; a hex colour is left unnamed. */
export function carAlt({ bodyType, colour }: { bodyType: CarBodyType; colour: CarColour }): Localized<string> {
  return localize((locale) =>
    TEMPLATES[locale](BODY_NAMES[locale][bodyType], isCarColourName(colour) ? COLOUR_NAMES[locale][colour] : undefined),
  )
}

const SCENES: Localized<Record<'summer' | 'winter', string>> = {
  en: { summer: 'on a road below glaciers in summer', winter: 'on a snowy road under the northern lights' },
  de: {
    summer: 'auf einer Straße unter Gletschern im Sommer',
    winter: 'auf einer verschneiten Straße unter Nordlichtern',
  },
  es: { summer: 'en una carretera bajo glaciares en verano', winter: 'en una carretera nevada bajo la aurora boreal' },
  fr: {
    summer: 'sur une route au pied des glaciers en été',
    winter: 'sur une route enneigée sous les aurores boréales',
  },
  is: { summer: 'á vegi undir jöklum að sumri', winter: 'á snæviþöktum vegi undir norðurljósum' },
  it: { summer: 'su una strada sotto i ghiacciai in estate', winter: 'su una strada innevata sotto l’aurora boreale' },
}

/** Alt text of a car illustration out in a summer or winter landscape, in every language. */
export function sceneAlt(
  car: { bodyType: CarBodyType; colour: CarColour },
  season: 'summer' | 'winter',
): Localized<string> {
  const alt = carAlt(car)
  return localize((locale) => `${alt[locale]}, ${SCENES[locale][season]}`)
}
