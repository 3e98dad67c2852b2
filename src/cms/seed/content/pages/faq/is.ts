import type { FaqText } from '.'

export const is: FaqText = {
  title: 'Algengar spurningar',
  seo: {
    title: 'Algengar spurningar – bókun, tryggingar, afhending og greiðsla | Vegur bílaleiga',
    description:
      'Svör við algengum spurningum um bílaleigu á Keflavíkurflugvelli: aldursmörk, tryggingar, afhending og skil, greiðsla og afbókun.',
  },
  intro:
    'Stutt svör um bókun, tryggingar, afhendingu og greiðslu. Finnurðu ekki svarið? Spjallaðu við okkur eða hringdu, hvenær sem er sólarhringsins.',
  tabsTitle: 'Spurningar eftir efni',
  groups: {
    booking: {
      title: 'Bókun',
      questions: [
        {
          q: 'Get ég breytt eða afbókað bókuninni minni?',
          a: 'Já. Afbókun er ókeypis allt að 48 klukkustundum fyrir afhendingu. Undir „Breyta bókun“ geturðu breytt vernd, aukahlutum og ökumönnum með bókunarnúmeri og eftirnafni.',
        },
        {
          q: 'Hvað þarf ég að vera gamall til að leigja bíl?',
          a: 'Að minnsta kosti 19 ára fyrir smábíla, 21 árs fyrir jepplinga og jeppa og 25 ára fyrir stóra jeppa. Ökumenn yngri en 25 ára greiða gjald fyrir unga ökumenn.',
        },
        {
          q: 'Þarf ég alþjóðlegt ökuskírteini?',
          a: 'Ekki ef ökuskírteinið þitt er ritað með latnesku letri og þú hefur haft það í að minnsta kosti eitt ár. Annars þarftu einnig alþjóðlegt ökuskírteini.',
        },
      ],
    },
    insurance: {
      title: 'Tryggingar',
      questions: [
        {
          q: 'Hvað er innifalið í verðinu?',
          a: 'Kaskótrygging (CDW) með sjálfsábyrgð sem birtist við bókun, þjófnaðartrygging, ábyrgðartrygging og 24% virðisaukaskattur.',
        },
        {
          q: 'Eru steinkast og skemmdir á framrúðu tryggð?',
          a: 'Malarvernd er hluti af staðal- og úrvalsvernd. Framrúðuvernd má bæta við hvaða bókun sem er.',
        },
        {
          q: 'Af hverju þarf ég sand- og öskuvernd?',
          a: 'Hvassviðri á Suðurlandi getur feykt sandi og eldfjallaösku á bílinn og skemmt lakkið. Grunnvernd nær ekki yfir slíkt tjón.',
        },
      ],
    },
    pickup: {
      title: 'Afhending og skil',
      questions: [
        {
          q: 'Hvar sæki ég bílinn?',
          a: 'Í afgreiðslu okkar að Blikavöllum 2, í fimm mínútna göngufæri frá komusal Keflavíkurflugvallar. Opið er alla daga kl. 05:00–23:00.',
        },
        {
          q: 'Hvað ef fluginu mínu seinkar?',
          a: 'Skráðu flugnúmerið við bókun og við fylgjumst með fluginu. Fyrir afhendingu milli kl. 23:00 og 05:00 er greitt utanopnunartímagjald.',
        },
        {
          q: 'Hvernig skila ég bílnum utan opnunartíma?',
          a: 'Leggðu á skilasvæði Vegar, taktu myndir af bílnum og settu lykilinn í lyklakassann við dyrnar.',
        },
      ],
    },
    payment: {
      title: 'Greiðsla',
      questions: [
        {
          q: 'Hvenær greiði ég?',
          a: 'Greiddu strax og sparaðu 10%, eða greiddu við afhendingu. Í báðum tilvikum er verðið sem þú sérð endanlegt verð.',
        },
        {
          q: 'Hvaða kort takið þið?',
          a: 'Visa, Mastercard og American Express. Trygging er tekin frá á kreditkorti á nafni aðalökumanns.',
        },
        {
          q: 'Í hvaða gjaldmiðli er greitt?',
          a: 'Þú getur séð verð í EUR, ISK, USD eða GBP. Kortið er skuldfært í íslenskum krónum (ISK) á genginu sem birtist við bókun.',
        },
      ],
    },
  },
  more: { title: 'Ertu með fleiri spurningar?', chat: 'Spjalla við okkur', contact: 'Hafa samband' },
}
