import { describe, expect, it } from 'vitest'

import { PRICE_MARKERS, priceTemplate } from './model-card-data'

/** What next-intl's `t.markup` gives for "from <strong>{price}</strong> a day" with the markers. */
function marked(before: string, strong: string, after: string): string {
  return `${before}${PRICE_MARKERS.strong(strong.replace('{price}', PRICE_MARKERS.price))}${after}`
}

describe('priceTemplate', () => {
  it('cuts the message around the bold price', () => {
    expect(priceTemplate(marked('from ', '{price}', ' a day'))).toEqual({
      before: 'from ',
      strongBefore: '',
      strongAfter: '',
      after: ' a day',
    })
  })

  it('keeps words inside the bold part on either side of the price', () => {
    expect(priceTemplate(marked('', 'ab {price} netto', ''))).toEqual({
      before: '',
      strongBefore: 'ab ',
      strongAfter: ' netto',
      after: '',
    })
  })

  it('leaves a message without markers as the text before', () => {
    expect(priceTemplate('no price')).toEqual({ before: 'no price', strongBefore: '', strongAfter: '', after: '' })
  })
})
