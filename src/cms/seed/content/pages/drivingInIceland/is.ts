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
  before: 'Áður en lagt er af stað',
  videoTitle: 'Sýnimyndband (Big Buck Bunny, Blender Foundation)',
  watch: 'Spila myndband',
  links: {
    roads: 'Færð á vegum (umferdin.is)',
    safety: 'Ferðaáætlanir og viðvaranir (safetravel.is)',
    weather: 'Veðurspá (vedur.is)',
  },
}
