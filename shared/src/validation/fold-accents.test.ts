import { describe, expect, it } from 'vitest'
import { foldAccents } from './fold-accents'

describe('foldAccents', () => {
  it.each([
    ['Köfte', 'kofte'],
    ['DÜRÜM', 'durum'],
    ['Sütlaç', 'sutlac'],
    ['Çoban', 'coban'],
    ['Şiş', 'sis'],
    ['İskender', 'iskender'],
    ['Işık', 'isik'],
    ['Jalapeños', 'jalapenos'],
    ['Crème Brûlée', 'creme brulee'],
    ['Sucuk & Egg', 'sucuk  and  egg'],
    ['Straße', 'strasse'],
    ['pizza', 'pizza'],
  ])('reads %j as %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded)
  })
})
