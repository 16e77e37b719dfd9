/**
 * The ambulance number alone, for the first-aid pages: a compact copy of what the emergency
 * dialog's tables give (emergency-numbers.ts, timezone-country.ts), without country names or the
 * police and fire numbers, so those pages do not download the whole table. Derived data:
 * ambulance-numbers.test.ts checks it against the full tables for every country and time zone;
 * after a change there, copy the groups that test prints.
 */
import { DEFAULT_EMERGENCY_NUMBER } from './emergency-default'

/** Every country code in the table, grouped by its ambulance number. */
export const CODES_BY_NUMBER: Readonly<Record<string, string>> = {
  '000': 'AU CC CX',
  '03': 'TM',
  '101': 'IL MR PS',
  '10111': 'NA',
  '10177': 'ZA',
  '102': 'MV NP',
  '103': 'AM AZ BY KG KZ MN RU TJ UA UZ',
  '104': 'CU HU',
  '106': 'PE',
  '107': 'AR',
  '108': 'IN',
  '110': 'JM SY',
  '111': 'NR NZ PG SB',
  '112':
    'AO AX BE BG BI BT CD CY DE DK EE ES FI FO GE GH GL GQ IE IS KW LT LU MC MD MT NG NL PT RO SE SI ST TL TR TZ UG VU',
  '1122': 'PK',
  '113': 'LV NO SJ SR',
  '114': 'ER MU',
  '115': 'IR VN',
  '116': 'AD GM HT',
  '117': 'MZ',
  '118': 'BJ BO CF CG ID IT MG SM TG VA',
  '119': 'AF CM GW JP KH KR TW',
  '120': 'CN',
  '121': 'LS',
  '123': 'CO EG',
  '124': 'BA ME',
  '127': 'AL',
  '128': 'GT NI',
  '130': 'CV',
  '1300': 'GA',
  '131': 'CL',
  '14': 'DZ',
  '140': 'LB',
  '141': 'PY',
  '144': 'AT CH LI',
  '15': 'BL FR GF GP MA MF MQ NC NE PF PM RE YT',
  '1515': 'SN',
  '155': 'CZ SK',
  '166': 'GR',
  '1669': 'TH',
  '18': 'BF GN KM ML TD',
  '185': 'CI',
  '19': 'DJ',
  '190': 'TN',
  '191': 'YE',
  '192': 'BR MM',
  '193': 'LY',
  '194': 'HR MK RS XK',
  '195': 'LA',
  '1990': 'LK',
  '511': 'BB',
  '811': 'TT',
  '907': 'ET',
  '911':
    'AG AI AS AW BM BQ BS BZ CA CR DO EC FJ GD GU HN IQ JO KN KY LC LR MP MS MX PA PH PR PW SV SX TC US UY VC VE VI WS',
  '912': 'CW RW',
  '913': 'GY',
  '933': 'TO',
  '977': 'SZ',
  '991': 'BN',
  '994': 'ZW',
  '995': 'SG',
  '997': 'BW SA',
  '998': 'AE CK MW',
  '999': 'BD BH DM FK GB GG GI HK IM JE KE MO MY PL QA SC SD SL SO SS VG ZM',
  '9999': 'OM',
}

/**
 * The time zones of countries whose ambulance number is not the default one, grouped by that
 * number. A zone not listed gives the default number, as an unknown country does.
 */
export const TIME_ZONES_BY_NUMBER: Readonly<Record<string, string>> = {
  '000':
    'Antarctica/Macquarie Australia/ACT Australia/Adelaide Australia/Brisbane Australia/Broken_Hill Australia/Canberra Australia/Currie Australia/Darwin Australia/Eucla Australia/Hobart Australia/LHI Australia/Lindeman Australia/Lord_Howe Australia/Melbourne Australia/NSW Australia/North Australia/Perth Australia/Queensland Australia/South Australia/Sydney Australia/Tasmania Australia/Victoria Australia/West Australia/Yancowinna Indian/Christmas Indian/Cocos',
  '03': 'Asia/Ashgabat Asia/Ashkhabad',
  '101': 'Africa/Nouakchott Asia/Gaza Asia/Hebron Asia/Jerusalem Asia/Tel_Aviv Israel',
  '10111': 'Africa/Windhoek',
  '10177': 'Africa/Johannesburg',
  '102': 'Asia/Kathmandu Asia/Katmandu Indian/Maldives',
  '103':
    'Asia/Almaty Asia/Anadyr Asia/Aqtau Asia/Aqtobe Asia/Atyrau Asia/Baku Asia/Barnaul Asia/Bishkek Asia/Chita Asia/Choibalsan Asia/Dushanbe Asia/Hovd Asia/Irkutsk Asia/Kamchatka Asia/Khandyga Asia/Krasnoyarsk Asia/Magadan Asia/Novokuznetsk Asia/Novosibirsk Asia/Omsk Asia/Oral Asia/Qostanay Asia/Qyzylorda Asia/Sakhalin Asia/Samarkand Asia/Srednekolymsk Asia/Tashkent Asia/Tomsk Asia/Ulaanbaatar Asia/Ulan_Bator Asia/Ust-Nera Asia/Vladivostok Asia/Yakutsk Asia/Yekaterinburg Asia/Yerevan Europe/Astrakhan Europe/Kaliningrad Europe/Kiev Europe/Kirov Europe/Kyiv Europe/Minsk Europe/Moscow Europe/Samara Europe/Saratov Europe/Simferopol Europe/Ulyanovsk Europe/Uzhgorod Europe/Volgograd Europe/Zaporozhye W-SU',
  '104': 'America/Havana Cuba Europe/Budapest',
  '106': 'America/Lima',
  '107':
    'America/Argentina/Buenos_Aires America/Argentina/Catamarca America/Argentina/ComodRivadavia America/Argentina/Cordoba America/Argentina/Jujuy America/Argentina/La_Rioja America/Argentina/Mendoza America/Argentina/Rio_Gallegos America/Argentina/Salta America/Argentina/San_Juan America/Argentina/San_Luis America/Argentina/Tucuman America/Argentina/Ushuaia America/Buenos_Aires America/Catamarca America/Cordoba America/Jujuy America/Mendoza America/Rosario',
  '108': 'Asia/Calcutta Asia/Kolkata',
  '110': 'America/Jamaica Asia/Damascus Jamaica',
  '111':
    'NZ NZ-CHAT Pacific/Auckland Pacific/Bougainville Pacific/Chatham Pacific/Guadalcanal Pacific/Nauru Pacific/Port_Moresby',
  '1122': 'Asia/Karachi',
  '113': 'America/Paramaribo Arctic/Longyearbyen Atlantic/Jan_Mayen Europe/Oslo Europe/Riga',
  '114': 'Africa/Asmara Africa/Asmera Indian/Mauritius',
  '115': 'Asia/Ho_Chi_Minh Asia/Saigon Asia/Tehran Iran',
  '116': 'Africa/Banjul America/Port-au-Prince Europe/Andorra',
  '117': 'Africa/Maputo',
  '118':
    'Africa/Bangui Africa/Brazzaville Africa/Lome Africa/Porto-Novo America/La_Paz Asia/Jakarta Asia/Jayapura Asia/Makassar Asia/Pontianak Asia/Ujung_Pandang Europe/Rome Europe/San_Marino Europe/Vatican Indian/Antananarivo',
  '119':
    'Africa/Bissau Africa/Douala Asia/Kabul Asia/Phnom_Penh Asia/Seoul Asia/Taipei Asia/Tokyo Japan ROC ROK',
  '120': 'Asia/Chongqing Asia/Chungking Asia/Harbin Asia/Kashgar Asia/Shanghai Asia/Urumqi PRC',
  '121': 'Africa/Maseru',
  '123': 'Africa/Cairo America/Bogota Egypt',
  '124': 'Europe/Podgorica Europe/Sarajevo',
  '127': 'Europe/Tirane',
  '128': 'America/Guatemala America/Managua',
  '130': 'Atlantic/Cape_Verde',
  '1300': 'Africa/Libreville',
  '131':
    'America/Coyhaique America/Punta_Arenas America/Santiago Chile/Continental Chile/EasterIsland Pacific/Easter',
  '14': 'Africa/Algiers',
  '140': 'Asia/Beirut',
  '141': 'America/Asuncion',
  '144': 'Europe/Vaduz Europe/Vienna Europe/Zurich',
  '15': 'Africa/Casablanca Africa/Niamey America/Cayenne America/Guadeloupe America/Marigot America/Martinique America/Miquelon America/St_Barthelemy Europe/Paris Indian/Mayotte Indian/Reunion Pacific/Gambier Pacific/Marquesas Pacific/Noumea Pacific/Tahiti',
  '1515': 'Africa/Dakar',
  '155': 'Europe/Bratislava Europe/Prague',
  '166': 'Europe/Athens',
  '1669': 'Asia/Bangkok',
  '18': 'Africa/Bamako Africa/Conakry Africa/Ndjamena Africa/Ouagadougou Africa/Timbuktu Indian/Comoro',
  '185': 'Africa/Abidjan',
  '19': 'Africa/Djibouti',
  '190': 'Africa/Tunis',
  '191': 'Asia/Aden',
  '192':
    'America/Araguaina America/Bahia America/Belem America/Boa_Vista America/Campo_Grande America/Cuiaba America/Eirunepe America/Fortaleza America/Maceio America/Manaus America/Noronha America/Porto_Acre America/Porto_Velho America/Recife America/Rio_Branco America/Santarem America/Sao_Paulo Asia/Rangoon Asia/Yangon Brazil/Acre Brazil/DeNoronha Brazil/East Brazil/West',
  '193': 'Africa/Tripoli Libya',
  '194': 'Europe/Belgrade Europe/Skopje Europe/Zagreb',
  '195': 'Asia/Vientiane',
  '1990': 'Asia/Colombo',
  '511': 'America/Barbados',
  '811': 'America/Port_of_Spain',
  '907': 'Africa/Addis_Ababa',
  '911':
    'Africa/Monrovia America/Adak America/Anchorage America/Anguilla America/Antigua America/Aruba America/Atikokan America/Atka America/Bahia_Banderas America/Belize America/Blanc-Sablon America/Boise America/Cambridge_Bay America/Cancun America/Caracas America/Cayman America/Chicago America/Chihuahua America/Ciudad_Juarez America/Coral_Harbour America/Costa_Rica America/Creston America/Dawson America/Dawson_Creek America/Denver America/Detroit America/Edmonton America/El_Salvador America/Ensenada America/Fort_Nelson America/Fort_Wayne America/Glace_Bay America/Goose_Bay America/Grand_Turk America/Grenada America/Guayaquil America/Halifax America/Hermosillo America/Indiana/Indianapolis America/Indiana/Knox America/Indiana/Marengo America/Indiana/Petersburg America/Indiana/Tell_City America/Indiana/Vevay America/Indiana/Vincennes America/Indiana/Winamac America/Indianapolis America/Inuvik America/Iqaluit America/Juneau America/Kentucky/Louisville America/Kentucky/Monticello America/Knox_IN America/Kralendijk America/Los_Angeles America/Louisville America/Lower_Princes America/Matamoros America/Mazatlan America/Menominee America/Merida America/Metlakatla America/Mexico_City America/Moncton America/Monterrey America/Montevideo America/Montreal America/Montserrat America/Nassau America/New_York America/Nipigon America/Nome America/North_Dakota/Beulah America/North_Dakota/Center America/North_Dakota/New_Salem America/Ojinaga America/Panama America/Pangnirtung America/Phoenix America/Puerto_Rico America/Rainy_River America/Rankin_Inlet America/Regina America/Resolute America/Santa_Isabel America/Santo_Domingo America/Shiprock America/Sitka America/St_Johns America/St_Kitts America/St_Lucia America/St_Thomas America/St_Vincent America/Swift_Current America/Tegucigalpa America/Thunder_Bay America/Tijuana America/Toronto America/Vancouver America/Virgin America/Whitehorse America/Winnipeg America/Yakutat America/Yellowknife Asia/Amman Asia/Baghdad Asia/Manila Atlantic/Bermuda Canada/Atlantic Canada/Central Canada/Eastern Canada/Mountain Canada/Newfoundland Canada/Pacific Canada/Saskatchewan Canada/Yukon Mexico/BajaNorte Mexico/BajaSur Mexico/General Navajo Pacific/Apia Pacific/Fiji Pacific/Galapagos Pacific/Guam Pacific/Honolulu Pacific/Pago_Pago Pacific/Palau Pacific/Saipan Pacific/Samoa US/Alaska US/Aleutian US/Arizona US/Central US/East-Indiana US/Eastern US/Hawaii US/Indiana-Starke US/Michigan US/Mountain US/Pacific US/Samoa',
  '912': 'Africa/Kigali America/Curacao',
  '913': 'America/Guyana',
  '933': 'Pacific/Tongatapu',
  '977': 'Africa/Mbabane',
  '991': 'Asia/Brunei',
  '994': 'Africa/Harare',
  '995': 'Asia/Singapore Singapore',
  '997': 'Africa/Gaborone Asia/Riyadh',
  '998': 'Africa/Blantyre Asia/Dubai Pacific/Rarotonga',
  '999':
    'Africa/Freetown Africa/Juba Africa/Khartoum Africa/Lusaka Africa/Mogadishu Africa/Nairobi America/Dominica America/Tortola Asia/Bahrain Asia/Dacca Asia/Dhaka Asia/Hong_Kong Asia/Kuala_Lumpur Asia/Kuching Asia/Macao Asia/Macau Asia/Qatar Atlantic/Stanley Europe/Belfast Europe/Gibraltar Europe/Guernsey Europe/Isle_of_Man Europe/Jersey Europe/London Europe/Warsaw GB GB-Eire Hongkong Indian/Mahe Poland',
  '9999': 'Asia/Muscat',
}

/** Keys are matched as the full tables match them: codes in upper case, zones in any case. */
function byKey(groups: Readonly<Record<string, string>>, normalize: (key: string) => string) {
  const map = new Map<string, string>()
  for (const [number, keys] of Object.entries(groups))
    for (const key of keys.split(' ')) map.set(normalize(key), number)
  return map
}
const codeKey = (code: string) => code.trim().toUpperCase()
const zoneKey = (zone: string) => zone.trim().toLowerCase()

const NUMBER_OF_CODE = byKey(CODES_BY_NUMBER, codeKey)
const NUMBER_OF_TIME_ZONE = byKey(TIME_ZONES_BY_NUMBER, zoneKey)

export function isCountryCode(code: string): boolean {
  return NUMBER_OF_CODE.has(codeKey(code))
}

/** The ambulance number of a country; the default one for a code not in the table. */
export function ambulanceNumberOfCountry(code: string): string {
  return NUMBER_OF_CODE.get(codeKey(code)) ?? DEFAULT_EMERGENCY_NUMBER
}

/** The ambulance number of the country a time zone belongs to; the default one when unknown. */
export function ambulanceNumberOfTimeZone(timeZone: string | null | undefined): string {
  return (timeZone && NUMBER_OF_TIME_ZONE.get(zoneKey(timeZone))) || DEFAULT_EMERGENCY_NUMBER
}
