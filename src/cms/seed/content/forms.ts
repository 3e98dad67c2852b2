import { LOCALES, type Locale } from '../../../i18n/locales'
import type { Form } from '../../../payload-types'
import { FORMS_SLUG } from '../../forms/formBuilder'
import { richText } from '../richText'
import { SEED_CONTEXT, type Localized, type SeedRun } from '../types'
import { COMPANY } from './company'

type ContactFormText = {
  name: string
  email: string
  topic: string
  topics: { booking: string; change: string; other: string }
  hasBooking: string
  bookingNumber: string
  message: string
  submit: string
  thanks: string
  subject: string
}

const TEXT: Localized<ContactFormText> = {
  en: {
    name: 'Name',
    email: 'Email',
    topic: 'Topic',
    topics: { booking: 'A new booking', change: 'A change to my booking', other: 'Something else' },
    hasBooking: 'I already have a booking',
    bookingNumber: 'Booking number',
    message: 'Message',
    submit: 'Send message',
    thanks: 'Thank you, we have received your message and will answer within one working day.',
    subject: 'Contact form: {{topic}} from {{name}}',
  },
  de: {
    name: 'Name',
    email: 'E-Mail',
    topic: 'Thema',
    topics: { booking: 'Eine neue Buchung', change: 'Eine Änderung meiner Buchung', other: 'Etwas anderes' },
    hasBooking: 'Ich habe bereits eine Buchung',
    bookingNumber: 'Buchungsnummer',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    thanks: 'Vielen Dank, wir haben Ihre Nachricht erhalten und antworten innerhalb eines Werktags.',
    subject: 'Kontaktformular: {{topic}} von {{name}}',
  },
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    topic: 'Asunto',
    topics: { booking: 'Una nueva reserva', change: 'Un cambio en mi reserva', other: 'Otra cosa' },
    hasBooking: 'Ya tengo una reserva',
    bookingNumber: 'Número de reserva',
    message: 'Mensaje',
    submit: 'Enviar mensaje',
    thanks: 'Gracias, hemos recibido su mensaje y le responderemos en un día laborable.',
    subject: 'Formulario de contacto: {{topic}} de {{name}}',
  },
  fr: {
    name: 'Nom',
    email: 'E-mail',
    topic: 'Sujet',
    topics: { booking: 'Une nouvelle réservation', change: 'Une modification de ma réservation', other: 'Autre chose' },
    hasBooking: 'J’ai déjà une réservation',
    bookingNumber: 'Numéro de réservation',
    message: 'Message',
    submit: 'Envoyer le message',
    thanks: 'Merci, nous avons bien reçu votre message et vous répondrons sous un jour ouvré.',
    subject: 'Formulaire de contact : {{topic}} de {{name}}',
  },
  is: {
    name: 'Nafn',
    email: 'Netfang',
    topic: 'Efni',
    topics: { booking: 'Ný bókun', change: 'Breyting á bókun', other: 'Eitthvað annað' },
    hasBooking: 'Ég er þegar með bókun',
    bookingNumber: 'Bókunarnúmer',
    message: 'Skilaboð',
    submit: 'Senda skilaboð',
    thanks: 'Takk fyrir, fyrirspurn móttekin. Við svörum innan eins virks dags.',
    subject: 'Samskiptaform: {{topic}} frá {{name}}',
  },
  it: {
    name: 'Nome',
    email: 'Email',
    topic: 'Argomento',
    topics: { booking: 'Una nuova prenotazione', change: 'Una modifica alla mia prenotazione', other: 'Altro' },
    hasBooking: 'Ho già una prenotazione',
    bookingNumber: 'Numero di prenotazione',
    message: 'Messaggio',
    submit: 'Invia messaggio',
    thanks: 'Grazie, abbiamo ricevuto il tuo messaggio e ti risponderemo entro un giorno lavorativo.',
    subject: 'Modulo di contatto: {{topic}} da {{name}}',
  },
}

type FormData = Omit<Form, 'id' | 'createdAt' | 'updatedAt'>
type FieldRows = NonNullable<Form['fields']>

/** The demo forms' ids by name, for the pages' contact form blocks. */
export type SeedForms = { contact: number }

/**
 * The contact page's form: name, e-mail, topic, a booking number shown and required only when
 * "I already have a booking" is ticked, and the message; e-mailed to the company's address.
 * Created in English, then labelled in every other language on the same field rows.
 */
export async function seedForms({ payload, req }: SeedRun): Promise<SeedForms> {
  const existing = await payload.find({
    collection: FORMS_SLUG,
    where: { title: { equals: 'Contact' } },
    limit: 1,
    depth: 0,
    req,
  })
  if (existing.docs[0]) return { contact: existing.docs[0].id }
  const doc = await payload.create({
    collection: FORMS_SLUG,
    locale: 'en',
    data: contactForm('en'),
    req,
    context: SEED_CONTEXT,
  })
  for (const locale of LOCALES.filter((code) => code !== 'en')) {
    const data = contactForm(locale)
    await payload.update({
      collection: FORMS_SLUG,
      id: doc.id,
      locale,
      data: {
        ...data,
        fields: (data.fields ?? []).map((field, index) => ({ ...field, id: doc.fields?.[index]?.id })) as FieldRows,
        emails: (data.emails ?? []).map((email, index) => ({ ...email, id: doc.emails?.[index]?.id })),
      },
      req,
      context: SEED_CONTEXT,
    })
  }
  return { contact: doc.id }
}

function contactForm(locale: Locale): FormData {
  const t = TEXT[locale]
  const hasBooking = { field: 'hasBooking', operator: 'equals', value: 'true' } as const
  return {
    title: 'Contact',
    fields: [
      { blockType: 'text', name: 'name', label: t.name, required: true, format: 'any' },
      { blockType: 'email', name: 'email', label: t.email, required: true },
      {
        blockType: 'select',
        name: 'topic',
        label: t.topic,
        required: true,
        options: [
          { label: t.topics.booking, value: 'booking' },
          { label: t.topics.change, value: 'change' },
          { label: t.topics.other, value: 'other' },
        ],
      },
      { blockType: 'checkbox', name: 'hasBooking', label: t.hasBooking },
      {
        blockType: 'text',
        name: 'bookingNumber',
        label: t.bookingNumber,
        format: 'any',
        visibleWhen: hasBooking,
        requiredWhen: hasBooking,
      },
      { blockType: 'textarea', name: 'message', label: t.message, required: true },
    ],
    submitButtonLabel: t.submit,
    confirmationType: 'message',
    confirmationMessage: richText([t.thanks]),
    emails: [{ emailTo: COMPANY.email, replyTo: '{{email}}', subject: t.subject, message: richText(['{{*:table}}']) }],
  }
}
