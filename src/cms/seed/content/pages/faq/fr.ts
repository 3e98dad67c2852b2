import type { FaqText } from '.'

export const fr: FaqText = {
  title: 'Questions fréquentes',
  seo: {
    title: 'FAQ – réservation, assurances, prise en charge et paiement',
    description:
      'Réponses aux questions fréquentes sur la location de voiture à l’aéroport de Keflavík : âge minimum, assurances, prise en charge et retour, paiement et annulation.',
  },
  intro:
    'Des réponses rapides sur la réservation, les assurances, la prise en charge et le paiement. Vous ne trouvez pas la vôtre ? Écrivez-nous sur le chat ou appelez-nous, de jour comme de nuit.',
  tabsTitle: 'Questions par thème',
  groups: {
    booking: {
      title: 'Réservation',
      questions: [
        {
          q: 'Puis-je modifier ou annuler ma réservation ?',
          a: 'Oui. L’annulation est gratuite jusqu’à 48 heures avant la prise en charge. Dans « Gérer ma réservation », vous modifiez la protection, les options et les conducteurs avec votre numéro de bon et votre nom de famille.',
        },
        {
          q: 'Quel âge faut-il avoir pour louer une voiture ?',
          a: 'Au moins 19 ans pour les petites voitures, 21 ans pour les SUV et les 4x4 et 25 ans pour les grands 4x4. Les conducteurs de moins de 25 ans paient un supplément jeune conducteur.',
        },
        {
          q: 'Ai-je besoin d’un permis de conduire international ?',
          a: 'Non, si votre permis est rédigé en alphabet latin et que vous l’avez depuis au moins un an. Sinon, présentez aussi un permis international.',
        },
      ],
    },
    insurance: {
      title: 'Assurances',
      questions: [
        {
          q: 'Qu’est-ce qui est compris dans le prix ?',
          a: 'La garantie dommages par collision (CDW) avec la franchise indiquée lors de la réservation, la protection vol, la responsabilité civile et la TVA de 24 %.',
        },
        {
          q: 'Les dégâts dus aux gravillons et au pare-brise sont-ils couverts ?',
          a: 'La protection gravillons fait partie des protections Standard et Premium. La protection pare-brise peut être ajoutée à toute réservation.',
        },
        {
          q: 'À quoi sert la protection sable et cendres ?',
          a: 'Sur la côte sud, le vent fort peut projeter du sable et des cendres volcaniques sur la voiture et décaper la peinture. La protection Basique ne couvre pas ces dégâts.',
        },
      ],
    },
    pickup: {
      title: 'Prise en charge et retour',
      questions: [
        {
          q: 'Où dois-je récupérer la voiture ?',
          a: 'À notre comptoir, Blikavöllur 2, à cinq minutes à pied du hall des arrivées de l’aéroport de Keflavík. Il est ouvert tous les jours de 5 h à 23 h.',
        },
        {
          q: 'Que se passe-t-il si mon vol est retardé ?',
          a: 'Indiquez votre numéro de vol lors de la réservation et nous suivrons votre vol. Une prise en charge entre 23 h et 5 h entraîne des frais hors horaires.',
        },
        {
          q: 'Comment rendre la voiture en dehors des horaires ?',
          a: 'Garez-vous sur la zone de retour Vegur, photographiez la voiture et déposez la clé dans la boîte à clés près de la porte.',
        },
      ],
    },
    payment: {
      title: 'Paiement',
      questions: [
        {
          q: 'Quand dois-je payer ?',
          a: 'Payez maintenant et économisez 10 %, ou payez à la prise en charge. Dans les deux cas, le prix affiché est le prix final.',
        },
        {
          q: 'Quelles cartes acceptez-vous ?',
          a: 'Visa, Mastercard et American Express. La caution est bloquée sur une carte de crédit au nom du conducteur principal.',
        },
        {
          q: 'Dans quelle devise suis-je débité ?',
          a: 'Vous pouvez afficher les prix en EUR, ISK, USD ou GBP. Le débit se fait en couronnes islandaises (ISK) au taux indiqué lors de la réservation.',
        },
      ],
    },
  },
  more: { title: 'Encore une question ?', chat: 'Discuter avec nous', contact: 'Nous contacter' },
}
