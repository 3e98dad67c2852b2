import type { Localized } from '../../types'

/** What an office tells a renter whose pickup or return falls while its desk is closed. */
export type OutOfHoursTexts = { pickupInstructions: string; returnInstructions: string }

/**
 * Keflavík airport: the desk closes at 23:00 and opens at 05:00; cars are picked up and returned
 * at the key box by the rental car park at any hour.
 */
export const AIRPORT_OUT_OF_HOURS: Localized<OutOfHoursTexts> = {
  en: {
    pickupInstructions:
      'Our desk is closed, but your car is ready. Leave the terminal by the arrivals exit, cross the road to the rental car park and find the yellow Vegur key box at its entrance. Type your voucher number on the keypad: the envelope with your name holds the key, the number of your parking bay and the rental agreement to sign. Walk round the car and photograph any damage before you drive off; bring your driving licence to our desk within 48 hours or show it on your return. If the box does not open or anything is unclear, call our night line below.',
    returnInstructions:
      'Our desk is closed. Follow the "Rental car return" signs before the terminal, park in a Vegur bay, take photos of the car and the fuel gauge, lock it and drop the key in the slot of the yellow Vegur key box at the car park entrance. We check the car in the morning and e-mail you the result.',
  },
  de: {
    pickupInstructions:
      'Unser Schalter ist geschlossen, aber Ihr Auto steht bereit. Verlassen Sie das Terminal durch den Ankunftsausgang, überqueren Sie die Straße zum Mietwagenparkplatz und suchen Sie den gelben Vegur-Schlüsselkasten an der Einfahrt. Geben Sie Ihre Voucher-Nummer am Tastenfeld ein: Im Umschlag mit Ihrem Namen liegen der Schlüssel, die Nummer Ihres Stellplatzes und der Mietvertrag zum Unterschreiben. Gehen Sie vor der Abfahrt um das Auto und fotografieren Sie jeden Schaden; zeigen Sie Ihren Führerschein innerhalb von 48 Stunden an unserem Schalter oder bei der Rückgabe vor. Wenn sich der Kasten nicht öffnet oder etwas unklar ist, rufen Sie unsere Nachtnummer unten an.',
    returnInstructions:
      'Unser Schalter ist geschlossen. Folgen Sie vor dem Terminal den Schildern „Rental car return“, parken Sie auf einem Vegur-Stellplatz, fotografieren Sie das Auto und die Tankanzeige, schließen Sie es ab und werfen Sie den Schlüssel in den Schlitz des gelben Vegur-Schlüsselkastens an der Einfahrt des Parkplatzes. Wir prüfen das Auto am Morgen und schicken Ihnen das Ergebnis per E-Mail.',
  },
  es: {
    pickupInstructions:
      'Nuestro mostrador está cerrado, pero su coche está listo. Salga de la terminal por la salida de llegadas, cruce la calle hasta el aparcamiento de alquiler y busque el buzón de llaves amarillo de Vegur en la entrada. Teclee su número de bono en el teclado: en el sobre con su nombre están la llave, el número de su plaza y el contrato de alquiler para firmar. Rodee el coche y fotografíe cualquier daño antes de salir; muestre su permiso de conducir en nuestro mostrador en un plazo de 48 horas o al devolver el coche. Si el buzón no se abre o algo no está claro, llame a nuestra línea nocturna que figura abajo.',
    returnInstructions:
      'Nuestro mostrador está cerrado. Antes de la terminal, siga las señales «Rental car return», aparque en una plaza de Vegur, fotografíe el coche y el indicador de combustible, ciérrelo y deje la llave en la ranura del buzón de llaves amarillo de Vegur en la entrada del aparcamiento. Revisamos el coche por la mañana y le enviamos el resultado por correo electrónico.',
  },
  fr: {
    pickupInstructions:
      'Notre comptoir est fermé, mais votre voiture est prête. Sortez du terminal par la sortie des arrivées, traversez la route jusqu’au parking des loueurs et repérez la boîte à clés jaune Vegur à son entrée. Tapez votre numéro de bon sur le clavier : l’enveloppe à votre nom contient la clé, le numéro de votre place et le contrat de location à signer. Faites le tour de la voiture et photographiez tout dommage avant de partir ; présentez votre permis de conduire à notre comptoir dans les 48 heures ou à la restitution. Si la boîte ne s’ouvre pas ou si quelque chose n’est pas clair, appelez notre ligne de nuit ci-dessous.',
    returnInstructions:
      'Notre comptoir est fermé. Avant le terminal, suivez les panneaux « Rental car return », garez-vous sur une place Vegur, photographiez la voiture et la jauge de carburant, verrouillez-la et glissez la clé dans la fente de la boîte à clés jaune Vegur à l’entrée du parking. Nous contrôlons la voiture le matin et vous envoyons le résultat par e-mail.',
  },
  is: {
    pickupInstructions:
      'Afgreiðslan okkar er lokuð en bíllinn þinn er tilbúinn. Farðu út um komuútganginn, yfir götuna að bílaleiguplaninu og finndu gula lyklabox Vegar við innkeyrsluna. Sláðu fylgiseðilsnúmerið inn á talnaborðið: í umslaginu merktu þér eru lykillinn, númer stæðisins og leigusamningurinn til undirritunar. Gakktu í kringum bílinn og taktu myndir af skemmdum áður en þú ekur af stað; sýndu ökuskírteinið í afgreiðslunni innan 48 klukkustunda eða þegar þú skilar bílnum. Ef boxið opnast ekki eða eitthvað er óljóst skaltu hringja í næturnúmerið hér fyrir neðan.',
    returnInstructions:
      'Afgreiðslan okkar er lokuð. Fylgdu skiltunum „Rental car return“ áður en komið er að flugstöðinni, leggðu í merkt stæði Vegar, taktu myndir af bílnum og eldsneytismælinum, læstu honum og settu lykilinn í raufina á gula lyklaboxi Vegar við innkeyrslu plansins. Við förum yfir bílinn að morgni og sendum þér niðurstöðuna í tölvupósti.',
  },
  it: {
    pickupInstructions:
      'Il nostro banco è chiuso, ma la tua auto è pronta. Esci dal terminal dall’uscita arrivi, attraversa la strada fino al parcheggio dei noleggi e trova la cassetta delle chiavi gialla Vegur all’ingresso. Digita il numero del voucher sul tastierino: nella busta con il tuo nome ci sono la chiave, il numero del tuo stallo e il contratto di noleggio da firmare. Fai il giro dell’auto e fotografa ogni danno prima di partire; mostra la patente al nostro banco entro 48 ore o alla riconsegna. Se la cassetta non si apre o qualcosa non è chiaro, chiama la nostra linea notturna qui sotto.',
    returnInstructions:
      'Il nostro banco è chiuso. Prima del terminal segui i cartelli «Rental car return», parcheggia in uno stallo Vegur, fotografa l’auto e l’indicatore del carburante, chiudila a chiave e inserisci la chiave nella fessura della cassetta gialla Vegur all’ingresso del parcheggio. Controlliamo l’auto al mattino e ti inviamo l’esito per e-mail.',
  },
}

/** The Reykjavík city office hands over no cars while it is closed: where to go instead. */
export const CITY_OUT_OF_HOURS: Localized<OutOfHoursTexts> = {
  en: {
    pickupInstructions:
      'The city office is closed at this time and hands over no cars while it is closed. Call our night line below: we move your pickup to when the office opens, or to Keflavík airport, where the key box is open day and night.',
    returnInstructions:
      'The city office is closed at this time and takes no cars back while it is closed. Return the car to Keflavík airport instead (the key box by the rental car park is open day and night), or call our night line below.',
  },
  de: {
    pickupInstructions:
      'Das Stadtbüro ist zu dieser Zeit geschlossen und übergibt dann keine Autos. Rufen Sie unsere Nachtnummer unten an: Wir verlegen Ihre Abholung auf die Öffnungszeit oder an den Flughafen Keflavík, wo der Schlüsselkasten Tag und Nacht zugänglich ist.',
    returnInstructions:
      'Das Stadtbüro ist zu dieser Zeit geschlossen und nimmt dann keine Autos zurück. Geben Sie das Auto stattdessen am Flughafen Keflavík zurück (der Schlüsselkasten am Mietwagenparkplatz ist Tag und Nacht zugänglich) oder rufen Sie unsere Nachtnummer unten an.',
  },
  es: {
    pickupInstructions:
      'La oficina del centro está cerrada a esta hora y no entrega coches mientras está cerrada. Llame a nuestra línea nocturna que figura abajo: trasladamos su recogida a la hora de apertura o al aeropuerto de Keflavík, donde el buzón de llaves está disponible de día y de noche.',
    returnInstructions:
      'La oficina del centro está cerrada a esta hora y no recibe coches mientras está cerrada. Devuelva el coche en el aeropuerto de Keflavík (el buzón de llaves junto al aparcamiento de alquiler está disponible de día y de noche) o llame a nuestra línea nocturna que figura abajo.',
  },
  fr: {
    pickupInstructions:
      'L’agence du centre est fermée à cette heure et ne remet aucune voiture tant qu’elle est fermée. Appelez notre ligne de nuit ci-dessous : nous déplaçons votre prise en charge à l’ouverture, ou à l’aéroport de Keflavík, où la boîte à clés est accessible jour et nuit.',
    returnInstructions:
      'L’agence du centre est fermée à cette heure et ne reprend aucune voiture tant qu’elle est fermée. Rendez plutôt la voiture à l’aéroport de Keflavík (la boîte à clés près du parking des loueurs est accessible jour et nuit) ou appelez notre ligne de nuit ci-dessous.',
  },
  is: {
    pickupInstructions:
      'Skrifstofan í Reykjavík er lokuð á þessum tíma og afhendir enga bíla á meðan. Hringdu í næturnúmerið hér fyrir neðan: við færum afhendinguna fram að opnun eða á Keflavíkurflugvöll, þar sem lyklaboxið er opið allan sólarhringinn.',
    returnInstructions:
      'Skrifstofan í Reykjavík er lokuð á þessum tíma og tekur ekki við bílum á meðan. Skilaðu bílnum frekar á Keflavíkurflugvelli (lyklaboxið við bílaleiguplanið er opið allan sólarhringinn) eða hringdu í næturnúmerið hér fyrir neðan.',
  },
  it: {
    pickupInstructions:
      'L’ufficio del centro è chiuso a quest’ora e non consegna auto finché è chiuso. Chiama la nostra linea notturna qui sotto: spostiamo il ritiro all’orario di apertura o all’aeroporto di Keflavík, dove la cassetta delle chiavi è accessibile giorno e notte.',
    returnInstructions:
      'L’ufficio del centro è chiuso a quest’ora e non riprende auto finché è chiuso. Riconsegna invece l’auto all’aeroporto di Keflavík (la cassetta delle chiavi vicino al parcheggio dei noleggi è accessibile giorno e notte) o chiama la nostra linea notturna qui sotto.',
  },
}
