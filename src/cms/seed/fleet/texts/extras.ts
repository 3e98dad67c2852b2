import type { Localized } from '../../types'
import type { ServiceText } from './protections'

export const GPS: Localized<ServiceText> = {
  en: { name: 'GPS navigation', description: 'A satnav with Icelandic maps, petrol stations and sights.' },
  de: { name: 'GPS-Navigation', description: 'Ein Navi mit isländischen Karten, Tankstellen und Sehenswürdigkeiten.' },
  es: { name: 'Navegador GPS', description: 'Un GPS con mapas de Islandia, gasolineras y lugares de interés.' },
  fr: { name: 'GPS', description: 'Un GPS avec les cartes de l’Islande, les stations-service et les sites à voir.' },
  is: { name: 'GPS-leiðsögutæki', description: 'Leiðsögutæki með Íslandskortum, bensínstöðvum og áhugaverðum stöðum.' },
  it: {
    name: 'Navigatore GPS',
    description: 'Un navigatore con mappe dell’Islanda, distributori e luoghi da visitare.',
  },
}

export const CHILD_SEAT: Localized<ServiceText> = {
  en: { name: 'Child seat', description: 'For children of 9-18 kg (about 9 months to 4 years), fitted with Isofix.' },
  de: { name: 'Kindersitz', description: 'Für Kinder von 9-18 kg (etwa 9 Monate bis 4 Jahre), mit Isofix montiert.' },
  es: {
    name: 'Silla infantil',
    description: 'Para niños de 9-18 kg (de 9 meses a 4 años aprox.), con anclaje Isofix.',
  },
  fr: { name: 'Siège enfant', description: 'Pour les enfants de 9 à 18 kg (environ 9 mois à 4 ans), fixé par Isofix.' },
  is: { name: 'Barnabílstóll', description: 'Fyrir börn 9-18 kg (um 9 mánaða til 4 ára), festur með Isofix.' },
  it: {
    name: 'Seggiolino per bambini',
    description: 'Per bambini di 9-18 kg (circa da 9 mesi a 4 anni), con attacchi Isofix.',
  },
}

export const BOOSTER: Localized<ServiceText> = {
  en: { name: 'Booster seat', description: 'For children of 15-36 kg (about 4 to 12 years).' },
  de: { name: 'Sitzerhöhung', description: 'Für Kinder von 15-36 kg (etwa 4 bis 12 Jahre).' },
  es: { name: 'Elevador', description: 'Para niños de 15-36 kg (de 4 a 12 años aprox.).' },
  fr: { name: 'Rehausseur', description: 'Pour les enfants de 15 à 36 kg (environ 4 à 12 ans).' },
  is: { name: 'Bílpúði', description: 'Fyrir börn 15-36 kg (um 4 til 12 ára).' },
  it: { name: 'Rialzo', description: 'Per bambini di 15-36 kg (circa da 4 a 12 anni).' },
}

export const EXTRA_DRIVER: Localized<ServiceText> = {
  en: {
    name: 'Additional driver',
    description: 'Share the driving: one price for the whole rental. Bring their licence.',
  },
  de: {
    name: 'Zusätzlicher Fahrer',
    description: 'Teilen Sie sich das Fahren: ein Preis für die ganze Miete. Führerschein mitbringen.',
  },
  es: {
    name: 'Conductor adicional',
    description: 'Compartan la conducción: un solo precio por todo el alquiler. Traiga su permiso.',
  },
  fr: {
    name: 'Conducteur supplémentaire',
    description: 'Partagez la conduite : un prix pour toute la location. Apportez son permis.',
  },
  is: {
    name: 'Aukaökumaður',
    description: 'Skiptist á að keyra: eitt verð fyrir alla leiguna. Takið ökuskírteinið með.',
  },
  it: {
    name: 'Guidatore aggiuntivo',
    description: 'Dividete la guida: un solo prezzo per tutto il noleggio. Porta la sua patente.',
  },
}

export const WIFI: Localized<ServiceText> = {
  en: { name: 'Wi-Fi router', description: 'Unlimited 4G internet in the car for up to 10 devices.' },
  de: { name: 'WLAN-Router', description: 'Unbegrenztes 4G-Internet im Auto für bis zu 10 Geräte.' },
  es: { name: 'Router wifi', description: 'Internet 4G ilimitado en el coche para hasta 10 dispositivos.' },
  fr: { name: 'Routeur wifi', description: 'Internet 4G illimité dans la voiture pour 10 appareils maximum.' },
  is: { name: 'Netbeinir (Wi-Fi)', description: 'Ótakmarkað 4G-net í bílnum fyrir allt að 10 tæki.' },
  it: { name: 'Router wi-fi', description: 'Internet 4G illimitato in auto per un massimo di 10 dispositivi.' },
}

export const SNOW_CHAINS: Localized<ServiceText> = {
  en: { name: 'Snow chains', description: 'For mountain passes in deep snow; one set per rental.' },
  de: { name: 'Schneeketten', description: 'Für Bergpässe bei tiefem Schnee; ein Satz pro Miete.' },
  es: { name: 'Cadenas para nieve', description: 'Para puertos de montaña con nieve profunda; un juego por alquiler.' },
  fr: { name: 'Chaînes à neige', description: 'Pour les cols enneigés ; un jeu par location.' },
  is: { name: 'Snjókeðjur', description: 'Fyrir fjallvegi í miklum snjó; eitt sett á hverja leigu.' },
  it: { name: 'Catene da neve', description: 'Per i passi di montagna con neve alta; un set per noleggio.' },
}

export const CAMPING_KIT: Localized<ServiceText> = {
  en: { name: 'Camping kit', description: 'A tent for two, sleeping bags, mats, a stove and cookware.' },
  de: {
    name: 'Campingausrüstung',
    description: 'Ein Zelt für zwei, Schlafsäcke, Isomatten, ein Kocher und Kochgeschirr.',
  },
  es: {
    name: 'Kit de acampada',
    description: 'Una tienda para dos, sacos de dormir, esterillas, un hornillo y menaje.',
  },
  fr: {
    name: 'Kit de camping',
    description: 'Une tente pour deux, des sacs de couchage, des matelas, un réchaud et des ustensiles.',
  },
  is: { name: 'Útilegubúnaður', description: 'Tveggja manna tjald, svefnpokar, dýnur, prímus og eldunaráhöld.' },
  it: {
    name: 'Kit da campeggio',
    description: 'Una tenda per due, sacchi a pelo, materassini, un fornellino e le stoviglie.',
  },
}

export const YOUNG_DRIVER: Localized<ServiceText> = {
  en: { name: 'Young driver fee', description: 'Charged per day when the main driver is under 25.' },
  de: { name: 'Junger-Fahrer-Gebühr', description: 'Wird pro Tag berechnet, wenn der Hauptfahrer unter 25 ist.' },
  es: {
    name: 'Suplemento de conductor joven',
    description: 'Se cobra por día si el conductor principal tiene menos de 25 años.',
  },
  fr: {
    name: 'Supplément jeune conducteur',
    description: 'Facturé par jour lorsque le conducteur principal a moins de 25 ans.',
  },
  is: { name: 'Gjald fyrir unga ökumenn', description: 'Innheimt á dag ef aðalökumaður er yngri en 25 ára.' },
  it: {
    name: 'Supplemento guidatore giovane',
    description: 'Addebitato al giorno se il guidatore principale ha meno di 25 anni.',
  },
}

export const OUT_OF_HOURS: Localized<ServiceText> = {
  en: {
    name: 'Out-of-hours fee',
    description: 'For a pickup or return outside the office opening hours, charged each time.',
  },
  de: {
    name: 'Gebühr außerhalb der Öffnungszeiten',
    description: 'Für Abholung oder Rückgabe außerhalb der Öffnungszeiten, jeweils berechnet.',
  },
  es: {
    name: 'Suplemento fuera de horario',
    description: 'Por cada recogida o devolución fuera del horario de la oficina.',
  },
  fr: {
    name: 'Supplément hors horaires',
    description: 'Pour chaque prise en charge ou restitution en dehors des heures d’ouverture.',
  },
  is: { name: 'Gjald utan opnunartíma', description: 'Innheimt fyrir hverja afhendingu eða skil utan opnunartíma.' },
  it: { name: 'Supplemento fuori orario', description: 'Per ogni ritiro o riconsegna fuori dall’orario di apertura.' },
}
