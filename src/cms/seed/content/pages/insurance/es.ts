import type { InsuranceText } from '.'

export const es: InsuranceText = {
  title: 'Seguros explicados',
  seo: {
    title: 'Seguro de coche de alquiler en Islandia',
    description:
      'Protección Básica, Estándar y Prémium comparadas con claridad: qué cubren, la franquicia y las protecciones extra para las carreteras islandesas.',
  },
  lead: 'Todos los alquileres incluyen la exención de daños por colisión (CDW) y la protección contra robo. Tú decides cuánta franquicia asumir.',
  comparison: {
    title: 'Niveles de protección comparados',
    intro:
      'Franquicia, depósito en tarjeta y precio de cada nivel y clase de coche, tal como los cobramos al reservar.',
  },
  tabsTitle: 'Niveles de protección',
  basic: {
    title: 'Básica',
    body: [
      'Incluida en todos los alquileres.',
      {
        ul: [
          'Exención de daños por colisión (CDW)',
          'Protección contra robo y responsabilidad civil',
          'La franquicia más alta: vea la comparación arriba',
        ],
      },
    ],
  },
  standard: {
    title: 'Estándar',
    body: [
      'La protección más elegida.',
      { ul: ['Todo lo de la Básica', 'Protección contra grava', 'Una franquicia mucho menor'] },
    ],
  },
  premium: {
    title: 'Prémium',
    body: [
      'Conduce sin preocupaciones.',
      {
        ul: [
          'Todo lo de la Estándar',
          'Protección contra arena y ceniza, parabrisas y neumáticos',
          'Sin franquicia para los daños cubiertos',
        ],
      },
    ],
  },
  cta: 'Elegir coche y protección',
}
