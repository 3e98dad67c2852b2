import type { HomeText } from '.'

export const it: HomeText = {
  title: 'Noleggio auto all’aeroporto di Keflavík',
  seo: {
    title: 'Vegur Car Rental – noleggio auto all’aeroporto di Keflavík, Islanda',
    description:
      'Noleggia un’auto all’aeroporto di Keflavík: prezzo finale da subito, assicurazioni chiare, cancellazione gratuita, chilometraggio illimitato e assistenza stradale 24 ore su 24. Dalle utilitarie ai grandi 4x4.',
  },
  hero: {
    title: 'Il tuo viaggio in Islanda inizia in aeroporto',
    text: 'Ritira l’auto a pochi passi dagli arrivi. Il prezzo finale da subito, le assicurazioni spiegate con parole semplici e aiuto in viaggio giorno e notte.',
    findCar: 'Trova un’auto',
    watchVideo: 'Guarda il video',
  },
  search: "Trova un'auto",
  why: {
    title: 'Perché noleggiare con Vegur',
    price: {
      title: 'Prezzo finale da subito',
      text: 'Il prezzo indicato comprende IVA, assicurazione di base e tasse aeroportuali. Nessuna sorpresa al banco.',
    },
    insurance: {
      title: 'Assicurazioni spiegate',
      text: 'Tre livelli di protezione spiegati con parole semplici: sai quanto costano i danni da ghiaia, sabbia e cenere.',
    },
    cancellation: {
      title: 'Cancellazione gratuita',
      text: 'I programmi cambiano. Cancella gratis fino a 48 ore prima del ritiro.',
    },
    airport: {
      title: 'Ritiro in aeroporto',
      text: 'Il nostro banco è a cinque minuti a piedi dagli arrivi, aperto tutti i giorni dalle 05:00 alle 23:00.',
    },
    roadside: {
      title: 'Assistenza stradale 24 ore su 24',
      text: 'Una gomma a terra nei fiordi occidentali a mezzanotte? Chiamaci a qualsiasi ora.',
    },
    mileage: {
      title: 'Chilometraggio illimitato',
      text: 'Percorri tutta la Ring Road e ogni deviazione senza costi aggiuntivi.',
    },
  },
  plan: {
    title: 'Pianifica il viaggio',
    insurance: { label: 'Assicurazioni', description: 'Confronta le protezioni Base, Standard e Premium.' },
    extras: { label: 'Extra', description: 'Seggiolini, Wi-Fi, GPS e guidatore aggiuntivo.' },
    driving: { label: 'Guidare in Islanda', description: 'Codice della strada, strade F, meteo e guida invernale.' },
    faq: { label: 'Domande frequenti', description: 'Risposte su prenotazione, pagamento, ritiro e riconsegna.' },
  },
  intro: {
    title: 'Noleggiare in Islanda, in modo semplice',
    body: [
      'Vegur è una piccola società islandese di noleggio all’aeroporto di Keflavík. La nostra flotta giovane va dalle utilitarie ai grandi 4x4, e ogni auto è preparata per le strade islandesi.',
      {
        ul: [
          'Pneumatici invernali da novembre ad aprile, senza costi aggiuntivi',
          'Cambio automatico o manuale, benzina, diesel, ibrido ed elettrico',
          [{ bold: 'Modifica la prenotazione online' }, ': protezione, extra e guidatori, senza telefonare'],
        ],
      },
      ['Vai negli altopiani? Leggi prima la nostra ', { link: 'guida alle strade F', url: '/driving-in-iceland' }, '.'],
    ],
    ourCars: 'Scopri le nostre auto',
  },
}
