import type { InsuranceText } from '.'

export const it: InsuranceText = {
  title: 'Le assicurazioni spiegate',
  seo: {
    title: 'Assicurazione auto a noleggio in Islanda',
    description:
      'Protezioni Base, Standard e Premium a confronto con parole semplici: cosa è coperto, la franchigia e le protezioni extra per le strade islandesi.',
  },
  lead: 'Ogni noleggio comprende la copertura danni da collisione (CDW) e la protezione furto. Sei tu a scegliere quanta franchigia tenere.',
  comparison: {
    title: 'Livelli di protezione a confronto',
    intro:
      'Franchigia, deposito sulla carta e prezzo per ogni livello e classe di auto, come li addebitiamo alla prenotazione.',
  },
  tabsTitle: 'Livelli di protezione',
  basic: {
    title: 'Base',
    body: [
      'Inclusa in ogni noleggio.',
      {
        ul: [
          'Copertura danni da collisione (CDW)',
          'Protezione furto e responsabilità civile',
          'La franchigia più alta: vedi il confronto sopra',
        ],
      },
    ],
  },
  standard: {
    title: 'Standard',
    body: [
      'La protezione più scelta.',
      { ul: ['Tutto quello della Base', 'Protezione ghiaia', 'Una franchigia molto più bassa'] },
    ],
  },
  premium: {
    title: 'Premium',
    body: [
      'Guida senza pensieri.',
      {
        ul: [
          'Tutto quello della Standard',
          'Protezione sabbia e cenere, parabrezza e pneumatici',
          'Nessuna franchigia per i danni coperti',
        ],
      },
    ],
  },
  cta: 'Scegli auto e protezione',
}
