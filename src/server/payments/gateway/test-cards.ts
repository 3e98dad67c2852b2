import 'server-only'

/**
 * The built-in gateway's test cards (any future expiry, any CVC, any name). Behaviour is decided by
 * the card number alone, so every run is the same:
 *
 * | card number         | what happens                          | bank code + letter | class          |
 * |---------------------|---------------------------------------|--------------------|----------------|
 * | 4242 4242 4242 4242 | approved and captured                 | 000 A              | COLLECTED      |
 * | 3782 822463 10005   | approved and captured (15 digits)     | 000 A              | COLLECTED      |
 * | 4000 0000 0000 0002 | declined by the bank                  | 051 D              | DECLINED       |
 * | 4000 0000 0000 3220 | 3-D Secure challenge page, then:      |                    |                |
 * |                     |   approve                             | 000 A              | COLLECTED      |
 * |                     |   deny                                | 005 D              | DECLINED       |
 * | 4000 0000 0000 0077 | pre-authorised (amount held)          | 000 P              | PREAUTH        |
 * | 4000 0000 0000 0085 | pre-authorisation refused             | 051 P              | PREAUTH_FAILED |
 * | 4000 0000 0000 0119 | processing error                      | 096 E              | FAILED         |
 * | any other number    | unknown card, declined                | 014 D              | DECLINED       |
 */
export type BankAnswer = { readonly bankCode: string; readonly transactionStatus: string }

export type CardBehaviour =
  | { readonly kind: 'final'; readonly answer: BankAnswer }
  | { readonly kind: 'challenge'; readonly onApprove: BankAnswer; readonly onDeny: BankAnswer }

const COLLECTED: BankAnswer = { bankCode: '000', transactionStatus: 'A' }
/** The card holder failed or refused the 3-D Secure challenge. */
export const CHALLENGE_DENIED: BankAnswer = { bankCode: '005', transactionStatus: 'D' }
const DECLINED: BankAnswer = { bankCode: '051', transactionStatus: 'D' }

const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { kind: 'final', answer: COLLECTED },
  '378282246310005': { kind: 'final', answer: COLLECTED },
  '4000000000000002': { kind: 'final', answer: DECLINED },
  '4000000000003220': {
    kind: 'challenge',
    onApprove: COLLECTED,
    onDeny: CHALLENGE_DENIED,
  },
  '4000000000000077': { kind: 'final', answer: { bankCode: '000', transactionStatus: 'P' } },
  '4000000000000085': { kind: 'final', answer: { bankCode: '051', transactionStatus: 'P' } },
  '4000000000000119': { kind: 'final', answer: { bankCode: '096', transactionStatus: 'E' } },
}

const UNKNOWN_CARD: CardBehaviour = { kind: 'final', answer: { bankCode: '014', transactionStatus: 'D' } }

export function cardBehaviour(cardNumber: string): CardBehaviour {
  return TEST_CARDS[cardNumber.replace(/\s+/g, '')] ?? UNKNOWN_CARD
}
