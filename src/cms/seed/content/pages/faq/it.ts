import type { FaqText } from '.'

export const it: FaqText = {
  title: 'Domande frequenti',
  seo: {
    title: 'Domande frequenti – prenotazione, assicurazioni, ritiro e pagamento',
    description:
      'Risposte alle domande più comuni sul noleggio auto all’aeroporto di Keflavík: età minima, assicurazioni, ritiro e riconsegna, pagamento e cancellazione.',
  },
  intro:
    'Risposte rapide su prenotazione, assicurazioni, ritiro e pagamento. Non trovi la tua? Scrivici in chat o chiamaci a qualsiasi ora.',
  tabsTitle: 'Domande per argomento',
  groups: {
    booking: {
      title: 'Prenotazione',
      questions: [
        {
          q: 'Posso modificare o cancellare la prenotazione?',
          a: 'Sì. La cancellazione è gratuita fino a 48 ore prima del ritiro. In «Gestisci prenotazione» puoi modificare protezione, extra e guidatori con il numero del voucher e il cognome.',
        },
        {
          q: 'Quanti anni bisogna avere per noleggiare un’auto?',
          a: 'Almeno 19 anni per le auto piccole, 21 per SUV e 4x4 e 25 per i grandi 4x4. I guidatori sotto i 25 anni pagano un supplemento per giovani conducenti.',
        },
        {
          q: 'Mi serve la patente internazionale?',
          a: 'No, se la tua patente è scritta in alfabeto latino e la possiedi da almeno un anno. Altrimenti porta con te anche la patente internazionale.',
        },
      ],
    },
    insurance: {
      title: 'Assicurazioni',
      questions: [
        {
          q: 'Che cosa è incluso nel prezzo?',
          a: 'La copertura danni da collisione (CDW) con la franchigia indicata al momento della prenotazione, la protezione furto, la responsabilità civile e l’IVA del 24%.',
        },
        {
          q: 'I danni da ghiaia e al parabrezza sono coperti?',
          a: 'La protezione ghiaia fa parte delle protezioni Standard e Premium. La protezione del parabrezza si può aggiungere a qualsiasi prenotazione.',
        },
        {
          q: 'A cosa serve la protezione sabbia e cenere?',
          a: 'Il vento forte sulla costa meridionale può scagliare sabbia e cenere vulcanica contro l’auto e rovinare la vernice. La protezione Base non copre questi danni.',
        },
      ],
    },
    pickup: {
      title: 'Ritiro e riconsegna',
      questions: [
        {
          q: 'Dove ritiro l’auto?',
          a: 'Al nostro banco in Blikavöllur 2, a cinque minuti a piedi dagli arrivi dell’aeroporto di Keflavík. È aperto tutti i giorni dalle 05:00 alle 23:00.',
        },
        {
          q: 'E se il mio volo è in ritardo?',
          a: 'Indica il numero del volo quando prenoti e seguiremo il tuo volo. I ritiri tra le 23:00 e le 05:00 prevedono un supplemento fuori orario.',
        },
        {
          q: 'Come riconsegno l’auto fuori orario?',
          a: 'Parcheggia nell’area di riconsegna Vegur, scatta qualche foto dell’auto e lascia la chiave nella cassetta accanto alla porta.',
        },
      ],
    },
    payment: {
      title: 'Pagamento',
      questions: [
        {
          q: 'Quando pago?',
          a: 'Paga subito e risparmia il 10%, oppure paga al ritiro. In entrambi i casi il prezzo che vedi è quello finale.',
        },
        {
          q: 'Quali carte accettate?',
          a: 'Visa, Mastercard e American Express. Il deposito cauzionale viene bloccato su una carta di credito intestata al guidatore principale.',
        },
        {
          q: 'In quale valuta viene effettuato l’addebito?',
          a: 'Puoi vedere i prezzi in EUR, ISK, USD o GBP. L’addebito avviene in corone islandesi (ISK) al cambio indicato al momento della prenotazione.',
        },
      ],
    },
  },
  more: { title: 'Hai ancora domande?', chat: 'Scrivici in chat', contact: 'Contattaci' },
}
