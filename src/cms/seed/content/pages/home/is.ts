import type { HomeText } from '.'

export const is: HomeText = {
  title: 'Bílaleiga á Keflavíkurflugvelli',
  seo: {
    title: 'Vegur bílaleiga – bílaleiga á Keflavíkurflugvelli',
    description:
      'Leigðu bíl á Keflavíkurflugvelli: endanlegt verð strax, skýrar tryggingar, ókeypis afbókun, ótakmarkaður akstur og vegaaðstoð allan sólarhringinn. Allt frá smábílum til stórra jeppa.',
  },
  hero: {
    title: 'Ferðalagið um Ísland hefst á flugvellinum',
    text: 'Sæktu bílinn steinsnar frá komusalnum. Endanlegt verð strax, tryggingar á mannamáli og aðstoð á veginum allan sólarhringinn.',
    findCar: 'Finna bíl',
    watchVideo: 'Horfa á myndband',
  },
  search: 'Finndu bíl',
  why: {
    title: 'Af hverju Vegur',
    price: {
      title: 'Endanlegt verð strax',
      text: 'Verðið sem þú sérð inniheldur virðisaukaskatt, grunntryggingu og flugvallargjöld. Engin óvænt gjöld við afgreiðsluborðið.',
    },
    insurance: {
      title: 'Tryggingar á mannamáli',
      text: 'Þrjú verndarstig útskýrð á einfaldan hátt, svo þú vitir hvað tjón af völdum malar, sands og ösku kostar.',
    },
    cancellation: {
      title: 'Ókeypis afbókun',
      text: 'Áætlanir breytast. Þú getur afbókað án endurgjalds allt að 48 klukkustundum fyrir afhendingu.',
    },
    airport: {
      title: 'Afhending á flugvellinum',
      text: 'Afgreiðslan okkar er í fimm mínútna göngufæri frá komusalnum og opin alla daga kl. 05:00–23:00.',
    },
    roadside: {
      title: 'Vegaaðstoð allan sólarhringinn',
      text: 'Sprungið dekk á Vestfjörðum um miðnætti? Hringdu í okkur, hvenær sem er.',
    },
    mileage: { title: 'Ótakmarkaður akstur', text: 'Keyrðu allan hringveginn og alla útúrdúra án aukagjalds.' },
  },
  plan: {
    title: 'Skipuleggðu ferðina',
    insurance: { label: 'Tryggingar', description: 'Berðu saman grunn-, staðal- og úrvalsvernd.' },
    extras: { label: 'Aukahlutir', description: 'Barnabílstólar, netbeinir, GPS-tæki og aukaökumaður.' },
    driving: { label: 'Akstur á Íslandi', description: 'Umferðarreglur, F-vegir, veður og vetrarakstur.' },
    faq: { label: 'Algengar spurningar', description: 'Svör um bókun, greiðslu, afhendingu og skil.' },
  },
  intro: {
    title: 'Einföld bílaleiga á Íslandi',
    body: [
      'Vegur er lítil íslensk bílaleiga á Keflavíkurflugvelli. Við bjóðum nýlega bíla, allt frá smábílum til stórra jeppa, og hver bíll er búinn undir íslenska vegi.',
      {
        ul: [
          'Vetrardekk frá nóvember til apríl án aukagjalds',
          'Sjálfskiptir og beinskiptir bílar, bensín, dísil, tvinn og rafmagn',
          [{ bold: 'Breyttu bókuninni á netinu' }, ' – vernd, aukahlutir og ökumenn, án þess að hringja'],
        ],
      },
      [
        'Ætlarðu upp á hálendið? Lestu fyrst ',
        { link: 'leiðbeiningar okkar um F-vegi', url: '/driving-in-iceland' },
        '.',
      ],
    ],
    ourCars: 'Skoða bílana',
  },
}
