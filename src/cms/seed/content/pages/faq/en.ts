import type { FaqText } from '.'

export const en: FaqText = {
  title: 'Frequently asked questions',
  seo: {
    title: 'FAQ – booking, insurance, pickup and payment',
    description:
      'Answers to common questions about renting a car at Keflavík Airport: age limits, insurance, pickup and return, payment and cancellation.',
  },
  intro:
    'Quick answers about booking, insurance, pickup and payment. Can’t find yours? Chat with us or call, day or night.',
  tabsTitle: 'Questions by topic',
  groups: {
    booking: {
      title: 'Booking',
      questions: [
        {
          q: 'Can I change or cancel my booking?',
          a: 'Yes. Cancellation is free up to 48 hours before pickup. Under Manage booking you can change protection, extras and drivers with your voucher number and last name.',
        },
        {
          q: 'How old do I need to be to rent a car?',
          a: 'At least 19 for small cars, 21 for SUVs and 4x4s and 25 for large 4x4s. Drivers under 25 pay a young driver fee.',
        },
        {
          q: 'Do I need an international driving permit?',
          a: 'Not if your licence is printed in the Latin alphabet and you have held it for at least a year. Otherwise bring an international driving permit with it.',
        },
      ],
    },
    insurance: {
      title: 'Insurance',
      questions: [
        {
          q: 'What is included in the price?',
          a: 'Collision Damage Waiver (CDW) with the excess shown at booking, theft protection, third-party liability and 24% VAT.',
        },
        {
          q: 'Is gravel and windscreen damage covered?',
          a: 'Gravel protection is part of Standard and Premium protection. Windscreen protection can be added to any booking.',
        },
        {
          q: 'Why would I need sand and ash protection?',
          a: 'Strong winds on the south coast can blast sand and volcanic ash against the car and strip the paint. Basic protection does not cover this.',
        },
      ],
    },
    pickup: {
      title: 'Pickup and return',
      questions: [
        {
          q: 'Where do I pick up the car?',
          a: 'At our desk at Blikavöllur 2, a five-minute walk from arrivals at Keflavík Airport. It is open every day from 05:00 to 23:00.',
        },
        {
          q: 'What if my flight is delayed?',
          a: 'Add your flight number when you book and we follow your flight. Pickups between 23:00 and 05:00 carry an out-of-hours fee.',
        },
        {
          q: 'How do I return the car out of hours?',
          a: 'Park in the Vegur return area, take photos of the car and drop the key in the key box by the door.',
        },
      ],
    },
    payment: {
      title: 'Payment',
      questions: [
        {
          q: 'When do I pay?',
          a: 'Pay now and save 10%, or pay at pickup. Either way, the price you see is the final price.',
        },
        {
          q: 'Which cards do you accept?',
          a: 'Visa, Mastercard and American Express. The deposit is held on a credit card in the main driver’s name.',
        },
        {
          q: 'In which currency am I charged?',
          a: 'You can view prices in EUR, ISK, USD or GBP. Cards are charged in Icelandic krónur (ISK) at the rate shown when you book.',
        },
      ],
    },
  },
  more: { title: 'Still have a question?', chat: 'Chat with us', contact: 'Contact us' },
}
