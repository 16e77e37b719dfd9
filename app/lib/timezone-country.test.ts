import { describe, expect, it } from 'vitest'
import { EMERGENCY_NUMBERS, findByCode } from './emergency-numbers'
import { TIME_ZONE_COUNTRY, countryFromTimeZone } from './timezone-country'

describe('countryFromTimeZone', () => {
  it.each([
    ['Asia/Nicosia', 'CY'],
    ['Europe/Nicosia', 'CY'],
    ['Asia/Famagusta', 'CY'],
    ['Europe/Athens', 'GR'],
    ['Europe/London', 'GB'],
    ['Europe/Kyiv', 'UA'],
    ['Europe/Kiev', 'UA'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['America/New_York', 'US'],
    ['Australia/Sydney', 'AU'],
    // Legacy names whose tzdata link now points into another country.
    ['Iceland', 'IS'],
    ['Africa/Asmera', 'ER'],
    ['America/Virgin', 'VI'],
  ])('maps %s to %s', (zone, code) => {
    expect(countryFromTimeZone(zone)).toBe(code)
  })

  it('ignores case and surrounding whitespace', () => {
    expect(countryFromTimeZone('asia/nicosia')).toBe('CY')
    expect(countryFromTimeZone(' Europe/Athens ')).toBe('GR')
  })

  it.each([
    'Etc/UTC',
    'UTC',
    'Etc/GMT',
    'Etc/GMT+3',
    'Etc/GMT-2',
    'Antarctica/Troll',
    'Mars/Olympus_Mons',
    '',
    '   ',
  ])('returns undefined for %j, which is no single country', (zone) => {
    expect(countryFromTimeZone(zone)).toBeUndefined()
  })

  it('returns undefined for a missing zone', () => {
    expect(countryFromTimeZone(null)).toBeUndefined()
    expect(countryFromTimeZone(undefined)).toBeUndefined()
  })

  it('does not treat inherited object keys as zones', () => {
    expect(countryFromTimeZone('constructor')).toBeUndefined()
    expect(countryFromTimeZone('__proto__')).toBeUndefined()
    expect(countryFromTimeZone('toString')).toBeUndefined()
  })
})

describe('TIME_ZONE_COUNTRY', () => {
  it('only gives codes that exist in EMERGENCY_NUMBERS', () => {
    const codes = new Set(EMERGENCY_NUMBERS.map((e) => e.code))
    const missing = Object.entries(TIME_ZONE_COUNTRY).filter(([, code]) => !codes.has(code))
    expect(missing).toEqual([])
  })

  it('only has zone names the runtime accepts', () => {
    const rejected = Object.keys(TIME_ZONE_COUNTRY).filter((timeZone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone })
        return false
      } catch {
        return true
      }
    })
    expect(rejected).toEqual([])
  })

  it('agrees with itself when the runtime resolves a legacy name to its canonical zone', () => {
    const disagreements = Object.entries(TIME_ZONE_COUNTRY).flatMap(([zone, code]) => {
      const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
      const resolvedCode = TIME_ZONE_COUNTRY[resolved]
      return resolvedCode !== undefined && resolvedCode !== code
        ? [`${zone}=${code} but ${resolved}=${resolvedCode}`]
        : []
    })
    expect(disagreements).toEqual([])
  })

  it('covers the capitals of Europe, the Middle East, Africa and the Americas', () => {
    const capitals: Array<[string, string]> = [
      // Europe
      ['Europe/Amsterdam', 'NL'],
      ['Europe/Andorra', 'AD'],
      ['Europe/Athens', 'GR'],
      ['Europe/Belgrade', 'RS'],
      ['Europe/Berlin', 'DE'],
      ['Europe/Bratislava', 'SK'],
      ['Europe/Brussels', 'BE'],
      ['Europe/Bucharest', 'RO'],
      ['Europe/Budapest', 'HU'],
      ['Europe/Chisinau', 'MD'],
      ['Europe/Copenhagen', 'DK'],
      ['Europe/Dublin', 'IE'],
      ['Europe/Gibraltar', 'GI'],
      ['Europe/Helsinki', 'FI'],
      ['Europe/Istanbul', 'TR'],
      ['Europe/Kyiv', 'UA'],
      ['Europe/Lisbon', 'PT'],
      ['Europe/Ljubljana', 'SI'],
      ['Europe/London', 'GB'],
      ['Europe/Luxembourg', 'LU'],
      ['Europe/Madrid', 'ES'],
      ['Europe/Malta', 'MT'],
      ['Europe/Minsk', 'BY'],
      ['Europe/Monaco', 'MC'],
      ['Europe/Moscow', 'RU'],
      ['Europe/Oslo', 'NO'],
      ['Europe/Paris', 'FR'],
      ['Europe/Podgorica', 'ME'],
      ['Europe/Prague', 'CZ'],
      ['Europe/Riga', 'LV'],
      ['Europe/Rome', 'IT'],
      ['Europe/San_Marino', 'SM'],
      ['Europe/Sarajevo', 'BA'],
      ['Europe/Skopje', 'MK'],
      ['Europe/Sofia', 'BG'],
      ['Europe/Stockholm', 'SE'],
      ['Europe/Tallinn', 'EE'],
      ['Europe/Tirane', 'AL'],
      ['Europe/Vaduz', 'LI'],
      ['Europe/Vatican', 'VA'],
      ['Europe/Vienna', 'AT'],
      ['Europe/Vilnius', 'LT'],
      ['Europe/Warsaw', 'PL'],
      ['Europe/Zagreb', 'HR'],
      ['Europe/Zurich', 'CH'],
      ['Atlantic/Reykjavik', 'IS'],
      ['Asia/Tbilisi', 'GE'],
      ['Asia/Yerevan', 'AM'],
      ['Asia/Baku', 'AZ'],
      // Middle East
      ['Asia/Nicosia', 'CY'],
      ['Asia/Amman', 'JO'],
      ['Asia/Baghdad', 'IQ'],
      ['Asia/Bahrain', 'BH'],
      ['Asia/Beirut', 'LB'],
      ['Asia/Damascus', 'SY'],
      ['Asia/Dubai', 'AE'],
      ['Asia/Gaza', 'PS'],
      ['Asia/Jerusalem', 'IL'],
      ['Asia/Kuwait', 'KW'],
      ['Asia/Muscat', 'OM'],
      ['Asia/Qatar', 'QA'],
      ['Asia/Riyadh', 'SA'],
      ['Asia/Tehran', 'IR'],
      ['Asia/Aden', 'YE'],
      ['Africa/Cairo', 'EG'],
      // Africa
      ['Africa/Abidjan', 'CI'],
      ['Africa/Accra', 'GH'],
      ['Africa/Addis_Ababa', 'ET'],
      ['Africa/Algiers', 'DZ'],
      ['Africa/Asmara', 'ER'],
      ['Africa/Bamako', 'ML'],
      ['Africa/Bangui', 'CF'],
      ['Africa/Banjul', 'GM'],
      ['Africa/Bissau', 'GW'],
      ['Africa/Blantyre', 'MW'],
      ['Africa/Brazzaville', 'CG'],
      ['Africa/Bujumbura', 'BI'],
      ['Africa/Casablanca', 'MA'],
      ['Africa/Conakry', 'GN'],
      ['Africa/Dakar', 'SN'],
      ['Africa/Dar_es_Salaam', 'TZ'],
      ['Africa/Djibouti', 'DJ'],
      ['Africa/Douala', 'CM'],
      ['Africa/Freetown', 'SL'],
      ['Africa/Gaborone', 'BW'],
      ['Africa/Harare', 'ZW'],
      ['Africa/Johannesburg', 'ZA'],
      ['Africa/Juba', 'SS'],
      ['Africa/Kampala', 'UG'],
      ['Africa/Khartoum', 'SD'],
      ['Africa/Kigali', 'RW'],
      ['Africa/Kinshasa', 'CD'],
      ['Africa/Lagos', 'NG'],
      ['Africa/Libreville', 'GA'],
      ['Africa/Lome', 'TG'],
      ['Africa/Luanda', 'AO'],
      ['Africa/Lusaka', 'ZM'],
      ['Africa/Malabo', 'GQ'],
      ['Africa/Maputo', 'MZ'],
      ['Africa/Maseru', 'LS'],
      ['Africa/Mbabane', 'SZ'],
      ['Africa/Mogadishu', 'SO'],
      ['Africa/Monrovia', 'LR'],
      ['Africa/Nairobi', 'KE'],
      ['Africa/Ndjamena', 'TD'],
      ['Africa/Niamey', 'NE'],
      ['Africa/Nouakchott', 'MR'],
      ['Africa/Ouagadougou', 'BF'],
      ['Africa/Porto-Novo', 'BJ'],
      ['Africa/Sao_Tome', 'ST'],
      ['Africa/Tripoli', 'LY'],
      ['Africa/Tunis', 'TN'],
      ['Africa/Windhoek', 'NA'],
      ['Atlantic/Cape_Verde', 'CV'],
      ['Indian/Antananarivo', 'MG'],
      ['Indian/Comoro', 'KM'],
      ['Indian/Mauritius', 'MU'],
      ['Indian/Mahe', 'SC'],
      // Americas
      ['America/Argentina/Buenos_Aires', 'AR'],
      ['America/Asuncion', 'PY'],
      ['America/Barbados', 'BB'],
      ['America/Belize', 'BZ'],
      ['America/Bogota', 'CO'],
      ['America/Caracas', 'VE'],
      ['America/Cayenne', 'GF'],
      ['America/Costa_Rica', 'CR'],
      ['America/El_Salvador', 'SV'],
      ['America/Guatemala', 'GT'],
      ['America/Guyana', 'GY'],
      ['America/Havana', 'CU'],
      ['America/Jamaica', 'JM'],
      ['America/La_Paz', 'BO'],
      ['America/Lima', 'PE'],
      ['America/Managua', 'NI'],
      ['America/Mexico_City', 'MX'],
      ['America/Montevideo', 'UY'],
      ['America/Nassau', 'BS'],
      ['America/New_York', 'US'],
      ['America/Panama', 'PA'],
      ['America/Paramaribo', 'SR'],
      ['America/Port-au-Prince', 'HT'],
      ['America/Port_of_Spain', 'TT'],
      ['America/Puerto_Rico', 'PR'],
      ['America/Santiago', 'CL'],
      ['America/Santo_Domingo', 'DO'],
      ['America/Sao_Paulo', 'BR'],
      ['America/Tegucigalpa', 'HN'],
      ['America/Toronto', 'CA'],
      ['America/Guayaquil', 'EC'],
      ['America/Antigua', 'AG'],
      ['America/Dominica', 'DM'],
      ['America/Grenada', 'GD'],
      ['America/St_Kitts', 'KN'],
      ['America/St_Lucia', 'LC'],
      ['America/St_Vincent', 'VC'],
      ['America/Nuuk', 'GL'],
    ]
    const wrong = capitals.filter(([zone, code]) => countryFromTimeZone(zone) !== code)
    expect(wrong).toEqual([])
  })

  it('covers every Australian zone', () => {
    const australian = [
      'Australia/Adelaide',
      'Australia/Brisbane',
      'Australia/Broken_Hill',
      'Australia/Darwin',
      'Australia/Eucla',
      'Australia/Hobart',
      'Australia/Lindeman',
      'Australia/Lord_Howe',
      'Australia/Melbourne',
      'Australia/Perth',
      'Australia/Sydney',
      'Australia/Canberra',
      'Australia/ACT',
      'Australia/NSW',
      'Australia/Queensland',
      'Australia/South',
      'Australia/Tasmania',
      'Australia/Victoria',
      'Australia/West',
      'Australia/North',
    ]
    expect(australian.filter((zone) => countryFromTimeZone(zone) !== 'AU')).toEqual([])
  })

  it('covers common Asian zones', () => {
    const asian: Array<[string, string]> = [
      ['Asia/Tokyo', 'JP'],
      ['Asia/Shanghai', 'CN'],
      ['Asia/Hong_Kong', 'HK'],
      ['Asia/Singapore', 'SG'],
      ['Asia/Seoul', 'KR'],
      ['Asia/Bangkok', 'TH'],
      ['Asia/Manila', 'PH'],
      ['Asia/Jakarta', 'ID'],
      ['Asia/Karachi', 'PK'],
      ['Asia/Dhaka', 'BD'],
      ['Asia/Kathmandu', 'NP'],
      ['Asia/Colombo', 'LK'],
      ['Asia/Ho_Chi_Minh', 'VN'],
      ['Asia/Saigon', 'VN'],
      ['Asia/Kuala_Lumpur', 'MY'],
      ['Asia/Taipei', 'TW'],
      ['Asia/Almaty', 'KZ'],
      ['Asia/Tashkent', 'UZ'],
    ]
    expect(asian.filter(([zone, code]) => countryFromTimeZone(zone) !== code)).toEqual([])
  })

  it('maps every zone to a country whose entry gives an ambulance number', () => {
    for (const code of new Set(Object.values(TIME_ZONE_COUNTRY))) {
      expect(findByCode(code)?.ambulance, code).toMatch(/^\d+$/)
    }
  })
})
