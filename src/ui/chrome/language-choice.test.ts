import { describe, expect, it } from 'vitest'

import { hasLanguageChoice } from './language-choice'

describe('hasLanguageChoice', () => {
  it('shows the switcher only with more than one language', () => {
    expect(hasLanguageChoice(['en'])).toBe(false)
    expect(hasLanguageChoice([])).toBe(false)
    expect(hasLanguageChoice(['en', 'is'])).toBe(true)
  })
})
