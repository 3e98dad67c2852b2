import { localize, type Localized, type PageSeed } from '../../types'
import { button, collection, infoGrid, textarea } from '../blocks'

type Card = { title: string; text: string }
type ExtrasText = {
  title: string
  seo: { title: string; description: string }
  items: { wifi: Card; gps: Card; childSeat: Card; driver: Card; snow: Card }
  note: string
  cta: string
}

const TEXT: Localized<ExtrasText> = {
  en: {
    title: 'Extras for your trip',
    seo: {
      title: 'Rental car extras',
      description:
        'Wi-Fi, GPS, child seats, an extra driver and snow gear: add extras to your rental when you book or later online.',
    },
    items: {
      wifi: { title: 'Pocket Wi-Fi', text: 'Unlimited 4G data for up to ten devices, all around the Ring Road.' },
      gps: { title: 'GPS navigation', text: 'Offline maps with every fuel station and the F-road network.' },
      childSeat: { title: 'Child seats', text: 'Infant, child and booster seats, fitted before you arrive.' },
      driver: { title: 'Extra driver', text: 'Share the wheel. One extra driver is free with Premium protection.' },
      snow: { title: 'Winter kit', text: 'Snow brush, ice scraper and a shovel from November to April.' },
    },
    note: 'Extras are priced per day, or once per rental where marked. Add or remove them online under Manage booking until pickup.',
    cta: 'Book with extras',
  },
  de: {
    title: 'Extras für Ihre Reise',
    seo: {
      title: 'Extras zum Mietwagen',
      description:
        'WLAN, Navi, Kindersitze, Zusatzfahrer und Winterausrüstung: Buchen Sie Extras gleich mit oder später online.',
    },
    items: {
      wifi: {
        title: 'Mobiles WLAN',
        text: 'Unbegrenztes 4G-Datenvolumen für bis zu zehn Geräte, entlang der ganzen Ringstraße.',
      },
      gps: { title: 'Navigationsgerät', text: 'Offline-Karten mit allen Tankstellen und dem Netz der F-Straßen.' },
      childSeat: {
        title: 'Kindersitze',
        text: 'Babyschalen, Kindersitze und Sitzerhöhungen, vor Ihrer Ankunft eingebaut.',
      },
      driver: { title: 'Zusatzfahrer', text: 'Wechseln Sie sich ab. Ein Zusatzfahrer ist im Premiumschutz kostenlos.' },
      snow: { title: 'Winterausrüstung', text: 'Schneebesen, Eiskratzer und Schaufel von November bis April.' },
    },
    note: 'Extras werden pro Tag berechnet, oder einmal pro Miete, wo angegeben. Bis zur Abholung fügen Sie sie online unter „Buchung verwalten“ hinzu oder entfernen sie.',
    cta: 'Mit Extras buchen',
  },
  es: {
    title: 'Extras para tu viaje',
    seo: {
      title: 'Extras para el coche de alquiler',
      description:
        'Wifi, GPS, sillas infantiles, conductor adicional y equipo de invierno: añade extras al reservar o más tarde en línea.',
    },
    items: {
      wifi: {
        title: 'Wifi portátil',
        text: 'Datos 4G ilimitados para hasta diez dispositivos en toda la carretera de circunvalación.',
      },
      gps: { title: 'Navegador GPS', text: 'Mapas sin conexión con todas las gasolineras y la red de carreteras F.' },
      childSeat: {
        title: 'Sillas infantiles',
        text: 'Portabebés, sillas y elevadores, instalados antes de tu llegada.',
      },
      driver: {
        title: 'Conductor adicional',
        text: 'Compartid el volante. Un conductor adicional es gratis con la protección Prémium.',
      },
      snow: { title: 'Kit de invierno', text: 'Cepillo para la nieve, rasqueta y pala de noviembre a abril.' },
    },
    note: 'Los extras se cobran por día, o una vez por alquiler cuando así se indica. Puedes añadirlos o quitarlos en línea en «Gestionar reserva» hasta la recogida.',
    cta: 'Reservar con extras',
  },
  fr: {
    title: 'Des options pour votre voyage',
    seo: {
      title: 'Options de location de voiture',
      description:
        'Wi-Fi, GPS, sièges enfant, conducteur supplémentaire et équipement d’hiver : ajoutez des options lors de la réservation ou plus tard en ligne.',
    },
    items: {
      wifi: {
        title: 'Wi-Fi de poche',
        text: 'Données 4G illimitées pour dix appareils, tout le long de la route circulaire.',
      },
      gps: { title: 'GPS', text: 'Cartes hors ligne avec toutes les stations-service et le réseau des pistes F.' },
      childSeat: {
        title: 'Sièges enfant',
        text: 'Coques bébé, sièges enfant et rehausseurs, installés avant votre arrivée.',
      },
      driver: {
        title: 'Conducteur supplémentaire',
        text: 'Partagez le volant. Un conducteur supplémentaire est offert avec la protection Premium.',
      },
      snow: { title: 'Kit hiver', text: 'Balai à neige, grattoir et pelle de novembre à avril.' },
    },
    note: 'Les options sont facturées par jour, ou une fois par location lorsque c’est indiqué. Ajoutez-les ou retirez-les en ligne dans « Gérer ma réservation » jusqu’à la prise en charge.',
    cta: 'Réserver avec des options',
  },
  is: {
    title: 'Aukahlutir fyrir ferðina',
    seo: {
      title: 'Aukahlutir með bílaleigubíl | Vegur bílaleiga',
      description:
        'Netbeinir, GPS-tæki, barnabílstólar, aukaökumaður og vetrarbúnaður: bættu aukahlutum við bókunina strax eða síðar á netinu.',
    },
    items: {
      wifi: {
        title: 'Ferðanetbeinir',
        text: 'Ótakmarkað 4G-netsamband fyrir allt að tíu tæki, hringinn í kringum landið.',
      },
      gps: { title: 'GPS-leiðsögutæki', text: 'Kort án nettengingar með öllum bensínstöðvum og F-vegum.' },
      childSeat: { title: 'Barnabílstólar', text: 'Ungbarnastólar, barnabílstólar og bílpúðar, settir í fyrir komu.' },
      driver: { title: 'Aukaökumaður', text: 'Skiptist á að keyra. Einn aukaökumaður er ókeypis með úrvalsvernd.' },
      snow: { title: 'Vetrarbúnaður', text: 'Snjókústur, sköfa og skófla frá nóvember til apríl.' },
    },
    note: 'Aukahlutir eru verðlagðir á dag, eða einu sinni fyrir leiguna þar sem það er tekið fram. Þú getur bætt þeim við eða fjarlægt þá á netinu undir „Breyta bókun“ fram að afhendingu.',
    cta: 'Bóka með aukahlutum',
  },
  it: {
    title: 'Extra per il tuo viaggio',
    seo: {
      title: 'Extra per l’auto a noleggio',
      description:
        'Wi-Fi, GPS, seggiolini, guidatore aggiuntivo e kit invernale: aggiungi gli extra quando prenoti o più tardi online.',
    },
    items: {
      wifi: {
        title: 'Wi-Fi portatile',
        text: 'Dati 4G illimitati per un massimo di dieci dispositivi lungo tutta la Ring Road.',
      },
      gps: { title: 'Navigatore GPS', text: 'Mappe offline con tutti i distributori e la rete delle strade F.' },
      childSeat: { title: 'Seggiolini', text: 'Ovetti, seggiolini e rialzi, montati prima del tuo arrivo.' },
      driver: {
        title: 'Guidatore aggiuntivo',
        text: 'Datevi il cambio. Un guidatore aggiuntivo è gratuito con la protezione Premium.',
      },
      snow: { title: 'Kit invernale', text: 'Spazzola da neve, raschietto e pala da novembre ad aprile.' },
    },
    note: 'Gli extra si pagano al giorno, oppure una volta per noleggio dove indicato. Puoi aggiungerli o toglierli online in «Gestisci prenotazione» fino al ritiro.',
    cta: 'Prenota con gli extra',
  },
}

export const extrasInfo: PageSeed = {
  path: '/extras-info',
  content: () =>
    localize((locale) => {
      const t = TEXT[locale]
      const { wifi, gps, childSeat, driver, snow } = t.items
      return {
        title: t.title,
        seo: t.seo,
        layout: [
          infoGrid(t.title, [
            { icon: 'phone', ...wifi },
            { icon: 'map', ...gps },
            { icon: 'star', ...childSeat },
            { icon: 'car', ...driver },
            { icon: 'snow', ...snow },
          ]),
          collection(null, [textarea([t.note]), button(t.cta, '/booking')]),
        ],
      }
    }),
}
