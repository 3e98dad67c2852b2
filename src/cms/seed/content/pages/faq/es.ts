import type { FaqText } from '.'

export const es: FaqText = {
  title: 'Preguntas frecuentes',
  seo: {
    title: 'Preguntas frecuentes – reserva, seguros, recogida y pago',
    description:
      'Respuestas a las preguntas más habituales sobre el alquiler de coches en el aeropuerto de Keflavík: edad mínima, seguros, recogida y devolución, pago y cancelación.',
  },
  intro:
    'Respuestas rápidas sobre reservas, seguros, recogida y pago. ¿No encuentras la tuya? Chatea con nosotros o llámanos a cualquier hora.',
  tabsTitle: 'Preguntas por tema',
  groups: {
    booking: {
      title: 'Reserva',
      questions: [
        {
          q: '¿Puedo modificar o cancelar mi reserva?',
          a: 'Sí. La cancelación es gratuita hasta 48 horas antes de la recogida. En «Gestionar reserva» puedes cambiar la protección, los extras y los conductores con tu número de bono y tu apellido.',
        },
        {
          q: '¿Qué edad mínima se necesita para alquilar un coche?',
          a: 'Al menos 19 años para coches pequeños, 21 para SUV y 4x4 y 25 para 4x4 grandes. Los conductores menores de 25 años pagan un suplemento por conductor joven.',
        },
        {
          q: '¿Necesito un permiso de conducir internacional?',
          a: 'No, si tu permiso está escrito en alfabeto latino y lo tienes desde hace al menos un año. En caso contrario, trae también un permiso internacional.',
        },
      ],
    },
    insurance: {
      title: 'Seguros',
      questions: [
        {
          q: '¿Qué incluye el precio?',
          a: 'Exención de daños por colisión (CDW) con la franquicia indicada al reservar, protección contra robo, responsabilidad civil e IVA del 24 %.',
        },
        {
          q: '¿Están cubiertos los daños por grava y en el parabrisas?',
          a: 'La protección contra grava forma parte de las protecciones Estándar y Prémium. La protección del parabrisas se puede añadir a cualquier reserva.',
        },
        {
          q: '¿Para qué sirve la protección contra arena y ceniza?',
          a: 'El viento fuerte de la costa sur puede lanzar arena y ceniza volcánica contra el coche y arrancar la pintura. La protección Básica no lo cubre.',
        },
      ],
    },
    pickup: {
      title: 'Recogida y devolución',
      questions: [
        {
          q: '¿Dónde recojo el coche?',
          a: 'En nuestro mostrador de Blikavöllur 2, a cinco minutos a pie de la zona de llegadas del aeropuerto de Keflavík. Abre todos los días de 05:00 a 23:00.',
        },
        {
          q: '¿Qué pasa si mi vuelo se retrasa?',
          a: 'Indica tu número de vuelo al reservar y seguiremos tu vuelo. Las recogidas entre las 23:00 y las 05:00 tienen un suplemento fuera de horario.',
        },
        {
          q: '¿Cómo devuelvo el coche fuera de horario?',
          a: 'Aparca en la zona de devolución de Vegur, haz fotos del coche y deja la llave en el buzón junto a la puerta.',
        },
      ],
    },
    payment: {
      title: 'Pago',
      questions: [
        {
          q: '¿Cuándo pago?',
          a: 'Paga ahora y ahorra un 10 %, o paga al recoger el coche. En ambos casos, el precio que ves es el precio final.',
        },
        {
          q: '¿Qué tarjetas aceptáis?',
          a: 'Visa, Mastercard y American Express. La fianza se bloquea en una tarjeta de crédito a nombre del conductor principal.',
        },
        {
          q: '¿En qué moneda se cobra?',
          a: 'Puedes ver los precios en EUR, ISK, USD o GBP. El cargo se hace en coronas islandesas (ISK) al tipo de cambio mostrado al reservar.',
        },
      ],
    },
  },
  more: { title: '¿Tienes más preguntas?', chat: 'Chatea con nosotros', contact: 'Contacto' },
}
