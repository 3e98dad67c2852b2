import { isOutOfHours, type OfficeHours } from '../pricing/opening-hours'

/**
 * What an office tells a renter about handing a car over: at the desk during opening hours, and
 * outside them (the key box, the meeting point, the phone for night help). Texts are in one
 * language; an empty text is null.
 */
export type OfficeHandoverTexts = {
  readonly hours: OfficeHours
  readonly pickupInstructions: string | null
  readonly returnInstructions: string | null
  readonly outOfHours: {
    readonly pickupInstructions: string | null
    readonly returnInstructions: string | null
    readonly helpPhone: string | null
  }
}

/** One handover (pickup or return) as the renter is told about it. */
export type Handover = {
  /** The desk is closed at the handover's time (the office's opening hours say so). */
  readonly isOutOfHours: boolean
  /** The instructions for that time; null when the office has none. */
  readonly instructions: string | null
}

/** The phone a renter is given for help at the handovers. */
export type HelpPhone = {
  readonly number: string
  /** The office's line for help outside opening hours (not the desk's daytime number). */
  readonly isNightLine: boolean
}

export type BookingHandovers = {
  readonly pickup: Handover
  readonly return: Handover
  readonly helpPhone: HelpPhone | null
}

/**
 * The pickup and return of a booking as the renter is told about them. A handover outside the
 * office's opening hours gets the office's out-of-hours instructions (the desk is closed, so its
 * daytime directions would send a 2 a.m. arrival to an empty counter); an office that has none
 * keeps its desk text. When either handover is out of hours, the help phone is that office's night
 * line (the pickup office's first); otherwise, or without a night line, the company's phone.
 */
export function bookingHandovers(params: {
  pickupOffice: OfficeHandoverTexts
  returnOffice: OfficeHandoverTexts
  pickupAt: Date
  returnAt: Date
  companyPhone: string | null
}): BookingHandovers {
  const { pickupOffice, returnOffice } = params
  const pickup = handoverAt({
    hours: pickupOffice.hours,
    at: params.pickupAt,
    desk: pickupOffice.pickupInstructions,
    outOfHours: pickupOffice.outOfHours.pickupInstructions,
  })
  const dropOff = handoverAt({
    hours: returnOffice.hours,
    at: params.returnAt,
    desk: returnOffice.returnInstructions,
    outOfHours: returnOffice.outOfHours.returnInstructions,
  })
  const nightLine =
    (pickup.isOutOfHours ? textOrNull(pickupOffice.outOfHours.helpPhone) : null) ??
    (dropOff.isOutOfHours ? textOrNull(returnOffice.outOfHours.helpPhone) : null)
  const companyPhone = textOrNull(params.companyPhone)
  const helpPhone: HelpPhone | null = nightLine
    ? { number: nightLine, isNightLine: true }
    : companyPhone
      ? { number: companyPhone, isNightLine: false }
      : null
  return { pickup, return: dropOff, helpPhone }
}

/** True when the pickup or the return is outside opening hours. */
export function hasOutOfHoursHandover(handovers: Pick<BookingHandovers, 'pickup' | 'return'>): boolean {
  return handovers.pickup.isOutOfHours || handovers.return.isOutOfHours
}

function handoverAt(params: {
  hours: OfficeHours
  at: Date
  desk: string | null
  outOfHours: string | null
}): Handover {
  const isClosed = isOutOfHours(params.hours, params.at)
  const desk = textOrNull(params.desk)
  return { isOutOfHours: isClosed, instructions: isClosed ? (textOrNull(params.outOfHours) ?? desk) : desk }
}

function textOrNull(value: string | null): string | null {
  const text = value?.trim()
  return text ? text : null
}

/** The label of a handover line, a message key of the e-mail texts and of the site's handover texts alike. */
export type HandoverLabelKey =
  'pickupInstructions' | 'pickupOutOfHours' | 'returnInstructions' | 'returnOutOfHours' | 'helpPhone' | 'nightHelpPhone'

/** A labelled line: the confirmation, manage, the e-mails, the voucher and the calendar file. */
export type HandoverLine = { readonly labelKey: HandoverLabelKey; readonly text: string }

/**
 * The pickup and return instructions and the help phone as lines to show, each labelled out of
 * hours when the desk is closed then (so the renter reads that the key box is the way, not the
 * desk) and the night line labelled as such; a handover without instructions has no line.
 */
export function handoverLines(handovers: BookingHandovers): {
  pickup?: HandoverLine
  return?: HandoverLine
  phone?: HandoverLine
} {
  const { pickup, helpPhone } = handovers
  const dropOff = handovers.return
  return {
    ...(pickup.instructions && {
      pickup: { labelKey: pickup.isOutOfHours ? 'pickupOutOfHours' : 'pickupInstructions', text: pickup.instructions },
    }),
    ...(dropOff.instructions && {
      return: {
        labelKey: dropOff.isOutOfHours ? 'returnOutOfHours' : 'returnInstructions',
        text: dropOff.instructions,
      },
    }),
    ...(helpPhone && {
      phone: { labelKey: helpPhone.isNightLine ? 'nightHelpPhone' : 'helpPhone', text: helpPhone.number },
    }),
  }
}
