import type { InsuranceText } from '.'

export const is: InsuranceText = {
  title: 'Tryggingar á mannamáli',
  seo: {
    title: 'Tryggingar bílaleigubíla á Íslandi | Vegur bílaleiga',
    description:
      'Grunn-, staðal- og úrvalsvernd bornar saman á einföldu máli: hvað er tryggt, sjálfsábyrgð og aukavernd fyrir íslenska vegi.',
  },
  lead: 'Kaskótrygging (CDW) og þjófnaðartrygging fylgja allri leigu. Þú velur hversu mikla sjálfsábyrgð þú berð.',
  tabsTitle: 'Verndarstig',
  basic: {
    title: 'Grunnvernd',
    body: [
      'Innifalin í allri leigu.',
      {
        ul: ['Kaskótrygging (CDW)', 'Þjófnaðartrygging og ábyrgðartrygging', 'Sjálfsábyrgð allt að 3.000 € eftir bíl'],
      },
    ],
  },
  standard: {
    title: 'Staðalvernd',
    body: [
      'Vinsælasta verndin.',
      { ul: ['Allt sem fylgir grunnvernd', 'Malarvernd', 'Sjálfsábyrgð lækkuð í 1.000 €'] },
    ],
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
      'Aldrei tryggt: utanvegaakstur, akstur yfir ár og tjón á undirvagni.',
    ],
  },
  cta: 'Velja bíl og vernd',
}
