import { describe, expect, it } from 'vitest'

import { titleNamesBrand } from './brand-title'

describe('titleNamesBrand', () => {
  it('finds the brand, the first word of the site name, anywhere in a title', () => {
    expect(titleNamesBrand('Vegur Car Rental – car hire at Keflavík Airport, Iceland', 'Vegur Car Rental')).toBe(true)
    expect(titleNamesBrand('Leiguskilmálar | Vegur bílaleiga', 'Vegur bílaleiga')).toBe(true)
    expect(titleNamesBrand('Our cars: the Vegur rental fleet in Iceland', 'Vegur Car Rental')).toBe(true)
    expect(titleNamesBrand('4x4 mieten | VEGUR', 'Vegur Autovermietung')).toBe(true)
  })

  it('leaves titles without it to the template', () => {
    expect(titleNamesBrand('Payment', 'Vegur Car Rental')).toBe(false)
    expect(titleNamesBrand('Vegurinn okkar', 'Vegur bílaleiga')).toBe(false)
    expect(titleNamesBrand('Hringvegur 1', 'Vegur bílaleiga')).toBe(false)
    expect(titleNamesBrand('Anything', '  ')).toBe(false)
  })
})
