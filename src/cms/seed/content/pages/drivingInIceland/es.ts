import type { DrivingText } from '.'

export const es: DrivingText = {
  title: 'Conducir en Islandia',
  seo: {
    title: 'Conducir en Islandia: normas, carreteras F y consejos de invierno',
    description:
      'Lo que debes saber antes de conducir en Islandia: límites de velocidad, luces, carreteras de grava, carreteras F, invierno y dónde consultar carreteras y tiempo.',
  },
  lead: 'Las carreteras de Islandia son preciosas y a veces exigentes. Unas pocas normas os protegen a ti y al coche.',
  tabsTitle: 'Por estación y carretera',
  summer: {
    title: 'Verano',
    body: [
      {
        ul: [
          'Límites: 90 km/h en asfalto, 80 km/h en grava y 50 km/h en poblaciones',
          'Luces encendidas siempre, de día y de noche',
          'Reduce la velocidad antes de la grava y en los puentes de un solo carril',
        ],
      },
    ],
  },
  winter: {
    title: 'Invierno',
    body: [
      'De noviembre a abril nuestros coches llevan neumáticos de invierno.',
      {
        ul: [
          'Consulta el estado de las carreteras y el tiempo cada mañana',
          'En diciembre puede haber solo cuatro horas de luz',
          'Nunca te detengas en la carretera para ver la aurora boreal',
        ],
      },
    ],
  },
  fRoads: {
    title: 'Carreteras F',
    body: [
      'Las carreteras de montaña marcadas con F abren hacia finales de junio y solo para 4x4.',
      [
        'Conducir fuera de las carreteras es ilegal y nunca está asegurado. Consulta ',
        { link: 'nuestros seguros', url: '/insurance' },
        '.',
      ],
    ],
  },
  trips: {
    title: 'Elija el coche para su viaje',
    intro: 'Elija un viaje para buscar con los filtros que necesita; después indica las fechas.',
    ringRoad: {
      name: 'Ring Road',
      note: 'La carretera 1 está asfaltada en toda la vuelta, así que cualquier coche sirve. Los desvíos a los lugares de interés suelen ser de grava: la protección contra grava cubre las piedras que lanzan otros coches.',
    },
    highlands: {
      name: 'Tierras altas',
      note: 'Las carreteras F abren hacia finales de junio y solo se permiten con coches 4x4. Ninguna protección cubre el cruce de ríos.',
    },
    winter: {
      name: 'Invierno',
      note: 'De noviembre a abril todos los coches llevan neumáticos de invierno. La tracción 4x4 o integral agarra mejor en nieve y hielo; consulte el estado de las carreteras cada mañana.',
    },
  },
  before: 'Antes de salir',
  videoTitle: 'Vídeo de demostración (Big Buck Bunny, Blender Foundation)',
  watch: 'Reproducir el vídeo',
  links: {
    roads: 'Estado de las carreteras (umferdin.is)',
    safety: 'Planes de viaje y alertas (safetravel.is)',
    weather: 'Previsión del tiempo (vedur.is)',
  },
}
