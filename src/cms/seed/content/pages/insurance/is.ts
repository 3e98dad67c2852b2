import type { InsuranceText } from '.'

export const is: InsuranceText = {
  title: 'Tryggingar á mannamáli',
  seo: {
    title: 'Tryggingar bílaleigubíla á Íslandi | Vegur bílaleiga',
    description:
      'Grunn-, staðal- og úrvalsvernd bornar saman á einföldu máli: hvað er tryggt, sjálfsábyrgð og aukavernd fyrir íslenska vegi.',
  },
  lead: 'Kaskótrygging (CDW) og þjófnaðartrygging fylgja allri leigu. Þú velur hversu mikla sjálfsábyrgð þú berð.',
  comparison: {
    title: 'Verndarstig borin saman',
    intro:
      'Sjálfsábyrgð, tryggingarfé á korti og verð fyrir hvert verndarstig og bílaflokk, eins og við rukkum við bókun.',
  },
  tabsTitle: 'Verndarstig',
  basic: {
    title: 'Grunnvernd',
    body: [
      'Innifalin í allri leigu.',
      {
        ul: [
          'Kaskótrygging (CDW)',
          'Þjófnaðartrygging og ábyrgðartrygging',
          'Hæsta sjálfsábyrgðin: sjá samanburðinn hér að ofan',
        ],
      },
    ],
  },
  standard: {
    title: 'Staðalvernd',
    body: ['Vinsælasta verndin.', { ul: ['Allt sem fylgir grunnvernd', 'Malarvernd', 'Mun lægri sjálfsábyrgð'] }],
  },
  premium: {
    title: 'Úrvalsvernd',
    body: [
      'Áhyggjulaus akstur.',
      {
        ul: [
          'Allt sem fylgir staðalvernd',
          'Sand- og öskuvernd, framrúðuvernd og dekkjavernd',
          'Engin sjálfsábyrgð vegna tryggðs tjóns',
        ],
      },
    ],
  },
  cta: 'Velja bíl og vernd',
}
