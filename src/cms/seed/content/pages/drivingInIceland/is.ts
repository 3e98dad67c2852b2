import type { DrivingText } from '.'

export const is: DrivingText = {
  title: 'Akstur á Íslandi',
  seo: {
    title: 'Akstur á Íslandi: reglur, F-vegir og vetrarakstur | Vegur bílaleiga',
    description:
      'Það sem gott er að vita fyrir akstur á Íslandi: hámarkshraði, ljós, malarvegir, F-vegir, vetrarakstur og hvar má skoða færð og veður.',
  },
  lead: 'Íslenskir vegir eru fallegir en stundum krefjandi. Nokkrar reglur vernda þig og bílinn.',
  tabsTitle: 'Eftir árstíð og vegum',
  summer: {
    title: 'Sumar',
    body: [
      {
        ul: [
          'Hámarkshraði: 90 km/klst. á bundnu slitlagi, 80 km/klst. á möl og 50 km/klst. í þéttbýli',
          'Ökuljós alltaf kveikt, dag sem nótt',
          'Hægðu á þér áður en mölin tekur við og á einbreiðum brúm',
        ],
      },
    ],
  },
  winter: {
    title: 'Vetur',
    body: [
      'Frá nóvember til apríl eru bílarnir okkar á vetrardekkjum.',
      {
        ul: [
          'Athugaðu færð og veður á hverjum morgni',
          'Í desember er stundum aðeins bjart í fjórar klukkustundir',
          'Stöðvaðu aldrei á veginum til að horfa á norðurljósin',
        ],
      },
    ],
  },
  fRoads: {
    title: 'F-vegir',
    body: [
      'Fjallvegir merktir F opna yfirleitt undir lok júní og eru aðeins fyrir jeppa.',
      ['Utanvegaakstur er bannaður og aldrei tryggður. Sjá ', { link: 'tryggingarnar okkar', url: '/insurance' }, '.'],
    ],
  },
  trips: {
    title: 'Veldu bíl fyrir ferðina',
    intro: 'Veldu ferð til að leita með þeim síum sem hún þarf; dagsetningarnar koma svo.',
    ringRoad: {
      name: 'Hringvegurinn',
      note: 'Þjóðvegur 1 er malbikaður allan hringinn, svo allir bílar duga. Afleggjarar að áningarstöðum eru oft malarvegir: malarvernd nær yfir steinkast frá öðrum bílum.',
    },
    highlands: {
      name: 'Hálendið',
      note: 'F-vegir opna um lok júní og þar má aðeins aka fjórhjóladrifnum bílum. Engin vernd nær yfir akstur yfir ár.',
    },
    winter: {
      name: 'Vetur',
      note: 'Frá nóvember til apríl eru allir bílar á vetrardekkjum. Fjórhjóladrif grípur betur í snjó og hálku; skoðaðu færð á vegum á hverjum morgni.',
    },
  },
  before: 'Áður en lagt er af stað',
  videoTitle: 'Sýnimyndband (Big Buck Bunny, Blender Foundation)',
  watch: 'Spila myndband',
  links: {
    roads: 'Færð á vegum (umferdin.is)',
    safety: 'Ferðaáætlanir og viðvaranir (safetravel.is)',
    weather: 'Veðurspá (vedur.is)',
  },
}
