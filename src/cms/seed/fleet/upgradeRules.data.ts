import type { UpgradeRule } from '../../../payload-types'
import type { Localized } from '../types'

type RuleText = { title: string; description: string }

export type UpgradeRuleSeed = {
  targetModel: string
  blogPath?: string
  rules: Partial<
    Pick<
      UpgradeRule,
      'sizes' | 'driveTypes' | 'fuelTypes' | 'maxPassengers' | 'validFrom' | 'validTo' | 'automaticOnly'
    >
  >
  texts: Localized<RuleText>
}

/** Demo upgrade rules: a 4x4 for the highlands, a winter Land Cruiser, a family van, an electric car. */
export const UPGRADE_RULE_SEEDS: readonly UpgradeRuleSeed[] = [
  {
    targetModel: 'Dacia Duster 4x4',
    blogPath: '/driving-in-iceland',
    rules: { sizes: ['Economy', 'Compact'], driveTypes: ['FWD'] },
    texts: {
      en: {
        title: 'Ready for gravel roads',
        description: 'Four-wheel drive and more ground clearance for the highlands and unpaved roads.',
      },
      de: {
        title: 'Bereit für Schotterstraßen',
        description: 'Allradantrieb und mehr Bodenfreiheit für das Hochland und unbefestigte Straßen.',
      },
      es: {
        title: 'Listo para caminos de grava',
        description:
          'Tracción a las cuatro ruedas y más altura libre para las tierras altas y los caminos sin asfaltar.',
      },
      fr: {
        title: 'Prêt pour les pistes',
        description:
          'Quatre roues motrices et plus de garde au sol pour les Hautes Terres et les routes non goudronnées.',
      },
      is: {
        title: 'Tilbúinn fyrir malarvegi',
        description: 'Fjórhjóladrif og meiri veghæð fyrir hálendið og malarvegi.',
      },
      it: {
        title: 'Pronto per le strade sterrate',
        description: 'Trazione integrale e più altezza da terra per gli altopiani e le strade non asfaltate.',
      },
    },
  },
  {
    targetModel: 'Toyota Land Cruiser 250',
    blogPath: '/driving-in-iceland',
    rules: { sizes: ['Economy', 'Compact', 'MidSizeSUVs'], validFrom: '2026-10-01', validTo: '2027-04-30' },
    texts: {
      en: {
        title: 'Winter confidence',
        description: 'A large 4x4 with winter tyres that takes snow, ice and strong winds in its stride.',
      },
      de: {
        title: 'Sicher durch den Winter',
        description: 'Ein großer Geländewagen mit Winterreifen, dem Schnee, Eis und Sturm nichts anhaben.',
      },
      es: {
        title: 'Seguridad en invierno',
        description: 'Un 4x4 grande con neumáticos de invierno que no se inmuta ante la nieve, el hielo y el viento.',
      },
      fr: {
        title: 'Sérénité en hiver',
        description: 'Un grand 4x4 en pneus hiver qui ne craint ni la neige, ni la glace, ni les vents forts.',
      },
      is: {
        title: 'Öryggi að vetri',
        description: 'Stór jeppi á vetrardekkjum sem ræður vel við snjó, hálku og hvassviðri.',
      },
      it: {
        title: 'Sicurezza in inverno',
        description: 'Un grande 4x4 con pneumatici invernali che affronta neve, ghiaccio e vento forte senza problemi.',
      },
    },
  },
  {
    targetModel: 'Volkswagen Caravelle',
    rules: { maxPassengers: 5 },
    texts: {
      en: { title: 'Room for everyone', description: 'Nine seats and space for all the luggage of a family trip.' },
      de: { title: 'Platz für alle', description: 'Neun Sitze und Platz für das ganze Gepäck einer Familienreise.' },
      es: {
        title: 'Espacio para todos',
        description: 'Nueve plazas y sitio para todo el equipaje de un viaje en familia.',
      },
      fr: {
        title: 'De la place pour tous',
        description: 'Neuf places et de l’espace pour tous les bagages d’un voyage en famille.',
      },
      is: { title: 'Pláss fyrir alla', description: 'Níu sæti og pláss fyrir allan farangur fjölskylduferðarinnar.' },
      it: {
        title: 'Spazio per tutti',
        description: 'Nove posti e spazio per tutti i bagagli di un viaggio in famiglia.',
      },
    },
  },
  {
    targetModel: 'Tesla Model 3',
    rules: { fuelTypes: ['Petrol', 'Diesel', 'Hybrid'] },
    texts: {
      en: {
        title: 'Drive electric',
        description: 'Quiet, quick and charged by Iceland’s renewable energy; fast chargers along the Ring Road.',
      },
      de: {
        title: 'Elektrisch fahren',
        description:
          'Leise, flott und mit Islands erneuerbarer Energie geladen; Schnellladesäulen entlang der Ringstraße.',
      },
      es: {
        title: 'Conduce eléctrico',
        description:
          'Silencioso, ágil y cargado con la energía renovable de Islandia; cargadores rápidos por la Ring Road.',
      },
      fr: {
        title: 'Roulez électrique',
        description:
          'Silencieuse, vive et rechargée à l’énergie renouvelable islandaise ; bornes rapides le long de la route 1.',
      },
      is: {
        title: 'Aktu á rafmagni',
        description: 'Hljóðlátur, snöggur og hlaðinn endurnýjanlegri orku; hraðhleðslustöðvar við hringveginn.',
      },
      it: {
        title: 'Guida elettrico',
        description:
          'Silenziosa, scattante e ricaricata con l’energia rinnovabile islandese; colonnine rapide lungo la Ring Road.',
      },
    },
  },
  {
    targetModel: 'Toyota RAV4 Hybrid AWD',
    rules: { sizes: ['Economy', 'Compact'] },
    texts: {
      en: {
        title: 'Comfort and all-wheel drive',
        description: 'An automatic hybrid SUV with all-wheel drive and a big boot.',
      },
      de: {
        title: 'Komfort und Allrad',
        description: 'Ein Hybrid-SUV mit Automatik, Allradantrieb und großem Kofferraum.',
      },
      es: {
        title: 'Confort y tracción total',
        description: 'Un SUV híbrido automático con tracción total y un maletero amplio.',
      },
      fr: {
        title: 'Confort et transmission intégrale',
        description: 'Un SUV hybride automatique à transmission intégrale avec un grand coffre.',
      },
      is: {
        title: 'Þægindi og aldrif',
        description: 'Sjálfskiptur tvinnjepplingur með aldrifi og stóru farangursrými.',
      },
      it: {
        title: 'Comfort e trazione integrale',
        description: 'Un SUV ibrido automatico con trazione integrale e un bagagliaio capiente.',
      },
    },
  },
]
