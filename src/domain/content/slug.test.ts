import { describe, it, expect } from 'vitest'
import { modelSlug } from './slug'

describe('modelSlug', () => {
  it('lowercases and turns spaces into dashes', () => {
    expect(modelSlug('Toyota Land Cruiser 150')).toBe('toyota-land-cruiser-150')
  })
  it('removes accents', () => {
    expect(modelSlug('Škoda Octavia Combi')).toBe('skoda-octavia-combi')
    expect(modelSlug('Citroën Berlingo')).toBe('citroen-berlingo')
    expect(modelSlug('Renault Mégane É')).toBe('renault-megane-e')
  })
  it('spells Icelandic letters the ASCII way', () => {
    expect(modelSlug('Þór Ðóra Ægir Öræfi')).toBe('thor-dora-aegir-oraefi')
  })
  it('collapses repeated dashes and drops stray characters and edges', () => {
    expect(modelSlug('  Kia  Ceed -- SW (4x4)! ')).toBe('kia-ceed-sw-4x4')
    expect(modelSlug('VW  ID.4')).toBe('vw-id4')
    expect(modelSlug('')).toBe('')
  })
})
