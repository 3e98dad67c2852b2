import type { HomeText } from '.'

export const es: HomeText = {
  title: 'Alquiler de coches en el aeropuerto de Keflavík',
  seo: {
    title: 'Vegur Car Rental – alquiler de coches en el aeropuerto de Keflavík, Islandia',
    description:
      'Alquila un coche en el aeropuerto de Keflavík: precio final desde el principio, seguros claros, cancelación gratuita, kilometraje ilimitado y asistencia en carretera 24 h. Desde utilitarios hasta grandes 4x4.',
  },
  hero: {
    title: 'Tu viaje por Islandia empieza en el aeropuerto',
    text: 'Recoge tu coche a pocos pasos de la zona de llegadas. Precio final desde el principio, seguros explicados con claridad y ayuda en la carretera de día y de noche.',
    findCar: 'Buscar coche',
    watchVideo: 'Ver el vídeo',
  },
  search: 'Buscar un coche',
  why: {
    title: 'Por qué alquilar con Vegur',
    price: {
      title: 'Precio final desde el principio',
      text: 'El precio incluye IVA, seguro básico y tasas de aeropuerto. Sin sorpresas en el mostrador.',
    },
    insurance: {
      title: 'Seguros explicados',
      text: 'Tres niveles de protección explicados con claridad: sabrás cuánto cuestan los daños por grava, arena y ceniza.',
    },
    cancellation: {
      title: 'Cancelación gratuita',
      text: 'Los planes cambian. Cancela gratis hasta 48 horas antes de la recogida.',
    },
    airport: {
      title: 'Recogida en el aeropuerto',
      text: 'Nuestro mostrador está a cinco minutos a pie de llegadas, abierto de 05:00 a 23:00 todos los días.',
    },
    roadside: {
      title: 'Asistencia en carretera 24 h',
      text: '¿Un pinchazo en los fiordos del Oeste a medianoche? Llámanos a cualquier hora.',
    },
    mileage: {
      title: 'Kilometraje ilimitado',
      text: 'Recorre toda la carretera de circunvalación y cada desvío sin coste adicional.',
    },
  },
  plan: {
    title: 'Planifica tu viaje',
    insurance: { label: 'Seguros', description: 'Compara la protección Básica, Estándar y Prémium.' },
    extras: { label: 'Extras', description: 'Sillas infantiles, wifi, GPS y conductor adicional.' },
    driving: {
      label: 'Conducir en Islandia',
      description: 'Normas de tráfico, carreteras F, tiempo y conducción en invierno.',
    },
    faq: { label: 'Preguntas frecuentes', description: 'Respuestas sobre reserva, pago, recogida y devolución.' },
  },
  intro: {
    title: 'Alquilar un coche en Islandia, fácil',
    body: [
      'Vegur es una pequeña empresa islandesa de alquiler en el aeropuerto de Keflavík. Tenemos una flota joven, desde utilitarios hasta grandes 4x4, y preparamos cada coche para las carreteras islandesas.',
      {
        ul: [
          'Neumáticos de invierno de noviembre a abril, sin coste adicional',
          'Coches automáticos y manuales, de gasolina, diésel, híbridos y eléctricos',
          [{ bold: 'Modifica tu reserva en línea' }, ': protección, extras y conductores, sin llamar'],
        ],
      },
      [
        '¿Vas a las Tierras Altas? Lee antes nuestra ',
        { link: 'guía de las carreteras F', url: '/driving-in-iceland' },
        '.',
      ],
    ],
    ourCars: 'Ver nuestros coches',
  },
}
