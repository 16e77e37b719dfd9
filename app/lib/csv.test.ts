import { describe, expect, it } from 'vitest'

import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(42)).toBe('42')
  })

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"')
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('writes rows with CRLF and keeps Greek as it is', () => {
    expect(
      toCsv([
        ['section', 'value'],
        ['search', 'θέση ανάνηψης'],
      ]),
    ).toBe('section,value\r\nsearch,θέση ανάνηψης\r\n')
  })
})
