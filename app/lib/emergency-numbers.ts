/**
 * Emergency telephone numbers by country, for the "what number do I call?" parts of the site
 * (seizure first aid: when to call an ambulance). A visitor in an emergency may read the
 * ambulance number from this table, so accuracy comes before coverage.
 *
 * Where the numbers come from: the numbers published by each country's government (emergency
 * services, police, health ministry, telecom regulator), cross-checked against EU/ITU listings
 * of national emergency numbers and the consular travel advice of foreign ministries, as commonly
 * published. Rules used:
 * - one general number for every service (112, 911, 999, …) is repeated in all three fields;
 * - in the EU/EEA 112 always works; a dedicated number is listed only where it is well
 *   established nationwide (Greece 166/100/199, France 15/17/18, …), otherwise 112;
 * - where local sources disagree, the number a visitor can most surely use is listed;
 * - entries marked "less certain" are small or less well documented countries: check them
 *   against the government's own publications before relying on them in new content.
 * Codes are ISO 3166-1 alpha-2 (XK is the widely used user-assigned code for Kosovo). Greek
 * names follow the Unicode CLDR Greek short names, with a few common-usage adjustments.
 *
 * Changing a number: check it against the country's official source and keep the pinned numbers
 * in emergency-numbers.test.ts green; update the pin in the same change if the country really
 * changed its number. Keep the table sorted by English name.
 */

import { DEFAULT_EMERGENCY_NUMBER } from './emergency-default'

export interface EmergencyNumbers {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string
  /** English short name. */
  name: string
  /** Greek name, with accents. */
  nameEl: string
  ambulance: string
  police: string
  fire: string
}

export { DEFAULT_EMERGENCY_NUMBER }

function e(
  code: string,
  name: string,
  nameEl: string,
  ambulance: string,
  police: string,
  fire: string,
): EmergencyNumbers {
  return Object.freeze({ code, name, nameEl, ambulance, police, fire })
}

export const EMERGENCY_NUMBERS: readonly EmergencyNumbers[] = Object.freeze([
  // e(code, English name, Greek name, ambulance, police, fire)
  e('AF', 'Afghanistan', 'Αφγανιστάν', '119', '119', '119'), // less certain: 119 national police line also takes medical/fire calls
  e('AX', 'Åland Islands', 'Νήσοι Όλαντ', '112', '112', '112'),
  e('AL', 'Albania', 'Αλβανία', '127', '129', '128'),
  e('DZ', 'Algeria', 'Αλγερία', '14', '17', '14'),
  e('AS', 'American Samoa', 'Αμερικανική Σαμόα', '911', '911', '911'),
  e('AD', 'Andorra', 'Ανδόρα', '116', '110', '118'), // 112 also works
  e('AO', 'Angola', 'Αγκόλα', '112', '111', '115'), // less certain: police moved from 113 to 111 (CISP)
  e('AI', 'Anguilla', 'Ανγκουίλα', '911', '911', '911'),
  e('AG', 'Antigua and Barbuda', 'Αντίγκουα και Μπαρμπούντα', '911', '911', '911'),
  e('AR', 'Argentina', 'Αργεντινή', '107', '101', '100'), // 911 in many provinces
  e('AM', 'Armenia', 'Αρμενία', '103', '102', '101'), // 112 and 911 also work
  e('AW', 'Aruba', 'Αρούμπα', '911', '911', '911'),
  e('AU', 'Australia', 'Αυστραλία', '000', '000', '000'), // 112 from mobiles
  e('AT', 'Austria', 'Αυστρία', '144', '133', '122'), // 112 also works
  e('AZ', 'Azerbaijan', 'Αζερμπαϊτζάν', '103', '102', '101'), // 112 also works
  e('BS', 'Bahamas', 'Μπαχάμες', '911', '911', '911'), // 919 also works
  e('BH', 'Bahrain', 'Μπαχρέιν', '999', '999', '999'),
  e('BD', 'Bangladesh', 'Μπανγκλαντές', '999', '999', '999'),
  e('BB', 'Barbados', 'Μπαρμπέιντος', '511', '211', '311'),
  e('BY', 'Belarus', 'Λευκορωσία', '103', '102', '101'),
  e('BE', 'Belgium', 'Βέλγιο', '112', '101', '112'),
  e('BZ', 'Belize', 'Μπελίζ', '911', '911', '911'),
  e('BJ', 'Benin', 'Μπενίν', '118', '117', '118'), // less certain: fire brigade (118) provides rescue/ambulance
  e('BM', 'Bermuda', 'Βερμούδες', '911', '911', '911'),
  e('BT', 'Bhutan', 'Μπουτάν', '112', '113', '110'),
  e('BO', 'Bolivia', 'Βολιβία', '118', '110', '119'), // less certain
  e('BA', 'Bosnia and Herzegovina', 'Βοσνία-Ερζεγοβίνη', '124', '122', '123'),
  e('BW', 'Botswana', 'Μποτσουάνα', '997', '999', '998'),
  e('BR', 'Brazil', 'Βραζιλία', '192', '190', '193'),
  e('VG', 'British Virgin Islands', 'Βρετανικές Παρθένες Νήσοι', '999', '999', '999'), // 911 also works
  e('BN', 'Brunei', 'Μπρουνέι', '991', '993', '995'),
  e('BG', 'Bulgaria', 'Βουλγαρία', '112', '112', '112'),
  e('BF', 'Burkina Faso', 'Μπουρκίνα Φάσο', '18', '17', '18'), // less certain: fire brigade (18) provides rescue/ambulance
  e('BI', 'Burundi', 'Μπουρούντι', '112', '117', '118'), // less certain
  e('KH', 'Cambodia', 'Καμπότζη', '119', '117', '118'),
  e('CM', 'Cameroon', 'Καμερούν', '119', '117', '118'), // less certain
  e('CA', 'Canada', 'Καναδάς', '911', '911', '911'),
  e('CV', 'Cape Verde', 'Πράσινο Ακρωτήριο', '130', '132', '131'), // less certain; 112 being rolled out
  e('BQ', 'Caribbean Netherlands', 'Ολλανδία Καραϊβικής', '911', '911', '911'),
  e('KY', 'Cayman Islands', 'Νήσοι Κέιμαν', '911', '911', '911'),
  e('CF', 'Central African Republic', 'Κεντροαφρικανική Δημοκρατία', '118', '117', '118'), // less certain
  e('TD', 'Chad', 'Τσαντ', '18', '17', '18'), // less certain
  e('CL', 'Chile', 'Χιλή', '131', '133', '132'),
  e('CN', 'China', 'Κίνα', '120', '110', '119'),
  e('CX', 'Christmas Island', 'Νήσος των Χριστουγέννων', '000', '000', '000'),
  e('CC', 'Cocos (Keeling) Islands', 'Νήσοι Κόκος (Κίλινγκ)', '000', '000', '000'),
  e('CO', 'Colombia', 'Κολομβία', '123', '123', '123'),
  e('KM', 'Comoros', 'Κομόρες', '18', '17', '18'), // less certain
  e('CK', 'Cook Islands', 'Νήσοι Κουκ', '998', '999', '996'), // less certain
  e('CR', 'Costa Rica', 'Κόστα Ρίκα', '911', '911', '911'),
  e('CI', "Côte d'Ivoire", 'Ακτή Ελεφαντοστού', '185', '110', '180'), // police also 111 and 170
  e('HR', 'Croatia', 'Κροατία', '194', '192', '193'), // 112 also works
  e('CU', 'Cuba', 'Κούβα', '104', '106', '105'),
  e('CW', 'Curaçao', 'Κουρασάο', '912', '911', '911'),
  e('CY', 'Cyprus', 'Κύπρος', '112', '112', '112'), // 199 also works
  e('CZ', 'Czechia', 'Τσεχία', '155', '158', '150'), // 112 also works
  e('CD', 'Democratic Republic of the Congo', 'Λαϊκή Δημοκρατία του Κονγκό', '112', '112', '118'), // less certain
  e('DK', 'Denmark', 'Δανία', '112', '112', '112'),
  e('DJ', 'Djibouti', 'Τζιμπουτί', '19', '17', '18'), // less certain
  e('DM', 'Dominica', 'Ντομίνικα', '999', '999', '999'),
  e('DO', 'Dominican Republic', 'Δομινικανή Δημοκρατία', '911', '911', '911'),
  e('EC', 'Ecuador', 'Ισημερινός', '911', '911', '911'),
  e('EG', 'Egypt', 'Αίγυπτος', '123', '122', '180'),
  e('SV', 'El Salvador', 'Ελ Σαλβαδόρ', '911', '911', '913'),
  e('GQ', 'Equatorial Guinea', 'Ισημερινή Γουινέα', '112', '114', '115'), // less certain
  e('ER', 'Eritrea', 'Ερυθραία', '114', '113', '116'), // less certain
  e('EE', 'Estonia', 'Εσθονία', '112', '112', '112'),
  e('SZ', 'Eswatini', 'Εσουατίνι', '977', '999', '933'),
  e('ET', 'Ethiopia', 'Αιθιοπία', '907', '991', '939'),
  e('FK', 'Falkland Islands', 'Νήσοι Φόκλαντ', '999', '999', '999'),
  e('FO', 'Faroe Islands', 'Νήσοι Φερόες', '112', '112', '112'),
  e('FJ', 'Fiji', 'Φίτζι', '911', '917', '910'),
  e('FI', 'Finland', 'Φινλανδία', '112', '112', '112'),
  e('FR', 'France', 'Γαλλία', '15', '17', '18'), // 112 also works
  e('GF', 'French Guiana', 'Γαλλική Γουιάνα', '15', '17', '18'), // 112 also works
  e('PF', 'French Polynesia', 'Γαλλική Πολυνησία', '15', '17', '18'),
  e('GA', 'Gabon', 'Γκαμπόν', '1300', '1730', '18'), // less certain
  e('GM', 'Gambia', 'Γκάμπια', '116', '117', '118'),
  e('GE', 'Georgia', 'Γεωργία', '112', '112', '112'),
  e('DE', 'Germany', 'Γερμανία', '112', '110', '112'),
  e('GH', 'Ghana', 'Γκάνα', '112', '112', '112'), // single number since 2020
  e('GI', 'Gibraltar', 'Γιβραλτάρ', '999', '999', '999'), // 112 also works
  e('GR', 'Greece', 'Ελλάδα', '166', '100', '199'), // 112 also works
  e('GL', 'Greenland', 'Γροιλανδία', '112', '112', '112'),
  e('GD', 'Grenada', 'Γρενάδα', '911', '911', '911'),
  e('GP', 'Guadeloupe', 'Γουαδελούπη', '15', '17', '18'), // 112 also works
  e('GU', 'Guam', 'Γκουάμ', '911', '911', '911'),
  e('GT', 'Guatemala', 'Γουατεμάλα', '128', '110', '122'), // less certain
  e('GG', 'Guernsey', 'Γκέρνζι', '999', '999', '999'), // 112 also works
  e('GN', 'Guinea', 'Γουινέα', '18', '117', '18'), // less certain
  e('GW', 'Guinea-Bissau', 'Γουινέα-Μπισάου', '119', '117', '118'), // less certain
  e('GY', 'Guyana', 'Γουιάνα', '913', '911', '912'),
  e('HT', 'Haiti', 'Αϊτή', '116', '114', '115'), // less certain
  e('HN', 'Honduras', 'Ονδούρα', '911', '911', '911'),
  e('HK', 'Hong Kong', 'Χονγκ Κονγκ', '999', '999', '999'),
  e('HU', 'Hungary', 'Ουγγαρία', '104', '107', '105'), // 112 also works
  e('IS', 'Iceland', 'Ισλανδία', '112', '112', '112'),
  e('IN', 'India', 'Ινδία', '108', '100', '101'), // 112 also works
  e('ID', 'Indonesia', 'Ινδονησία', '118', '110', '113'), // 112 in a growing number of regions; 119 for health
  e('IR', 'Iran', 'Ιράν', '115', '110', '125'),
  e('IQ', 'Iraq', 'Ιράκ', '911', '911', '911'), // unified 911 since 2025 (was 122/104/115)
  e('IE', 'Ireland', 'Ιρλανδία', '112', '112', '112'), // 999 also works
  e('IM', 'Isle of Man', 'Νήσος του Μαν', '999', '999', '999'), // 112 also works
  e('IL', 'Israel', 'Ισραήλ', '101', '100', '102'), // 112 also works
  e('IT', 'Italy', 'Ιταλία', '118', '113', '115'), // 112 also works
  e('JM', 'Jamaica', 'Τζαμάικα', '110', '119', '110'),
  e('JP', 'Japan', 'Ιαπωνία', '119', '110', '119'),
  e('JE', 'Jersey', 'Τζέρζι', '999', '999', '999'), // 112 also works
  e('JO', 'Jordan', 'Ιορδανία', '911', '911', '911'),
  e('KZ', 'Kazakhstan', 'Καζακστάν', '103', '102', '101'), // 112 also works
  e('KE', 'Kenya', 'Κένυα', '999', '999', '999'), // 112 also works
  e('XK', 'Kosovo', 'Κοσσυφοπέδιο', '194', '192', '193'),
  e('KW', 'Kuwait', 'Κουβέιτ', '112', '112', '112'),
  e('KG', 'Kyrgyzstan', 'Κιργιστάν', '103', '102', '101'),
  e('LA', 'Laos', 'Λάος', '195', '191', '190'),
  e('LV', 'Latvia', 'Λετονία', '113', '110', '112'), // 112 also works
  e('LB', 'Lebanon', 'Λίβανος', '140', '112', '175'),
  e('LS', 'Lesotho', 'Λεσότο', '121', '123', '122'), // less certain
  e('LR', 'Liberia', 'Λιβερία', '911', '911', '911'),
  e('LY', 'Libya', 'Λιβύη', '193', '1515', '1515'), // less certain
  e('LI', 'Liechtenstein', 'Λιχτενστάιν', '144', '117', '118'), // 112 also works
  e('LT', 'Lithuania', 'Λιθουανία', '112', '112', '112'),
  e('LU', 'Luxembourg', 'Λουξεμβούργο', '112', '113', '112'),
  e('MO', 'Macao', 'Μακάο', '999', '999', '999'),
  e('MG', 'Madagascar', 'Μαδαγασκάρη', '118', '117', '118'), // less certain
  e('MW', 'Malawi', 'Μαλάουι', '998', '997', '999'), // less certain
  e('MY', 'Malaysia', 'Μαλαισία', '999', '999', '999'), // 112 from mobiles
  e('MV', 'Maldives', 'Μαλδίβες', '102', '119', '118'), // less certain; 911 being introduced
  e('ML', 'Mali', 'Μάλι', '18', '17', '18'), // less certain
  e('MT', 'Malta', 'Μάλτα', '112', '112', '112'),
  e('MQ', 'Martinique', 'Μαρτινίκα', '15', '17', '18'), // 112 also works
  e('MR', 'Mauritania', 'Μαυριτανία', '101', '117', '118'), // less certain
  e('MU', 'Mauritius', 'Μαυρίκιος', '114', '999', '115'), // less certain
  e('YT', 'Mayotte', 'Μαγιότ', '15', '17', '18'), // 112 also works
  e('MX', 'Mexico', 'Μεξικό', '911', '911', '911'),
  e('MD', 'Moldova', 'Μολδαβία', '112', '112', '112'),
  e('MC', 'Monaco', 'Μονακό', '112', '17', '18'),
  e('MN', 'Mongolia', 'Μογγολία', '103', '102', '101'),
  e('ME', 'Montenegro', 'Μαυροβούνιο', '124', '122', '123'), // 112 also works
  e('MS', 'Montserrat', 'Μονσεράτ', '911', '911', '911'), // 999 also works
  e('MA', 'Morocco', 'Μαρόκο', '15', '19', '15'), // 150 and 112 (mobile) also used
  e('MZ', 'Mozambique', 'Μοζαμβίκη', '117', '119', '198'), // less certain
  e('MM', 'Myanmar', 'Μιανμάρ', '192', '199', '191'),
  e('NA', 'Namibia', 'Ναμίμπια', '10111', '10111', '10111'), // less certain: national police number; ambulance and fire are local numbers
  e('NR', 'Nauru', 'Ναουρού', '111', '110', '112'), // less certain
  e('NP', 'Nepal', 'Νεπάλ', '102', '100', '101'),
  e('NL', 'Netherlands', 'Κάτω Χώρες', '112', '112', '112'),
  e('NC', 'New Caledonia', 'Νέα Καληδονία', '15', '17', '18'),
  e('NZ', 'New Zealand', 'Νέα Ζηλανδία', '111', '111', '111'),
  e('NI', 'Nicaragua', 'Νικαράγουα', '128', '118', '115'), // less certain
  e('NE', 'Niger', 'Νίγηρας', '15', '17', '18'), // less certain
  e('NG', 'Nigeria', 'Νιγηρία', '112', '112', '112'),
  e('MK', 'North Macedonia', 'Βόρεια Μακεδονία', '194', '192', '193'),
  e('MP', 'Northern Mariana Islands', 'Νήσοι Βόρειες Μαριάνες', '911', '911', '911'),
  e('NO', 'Norway', 'Νορβηγία', '113', '112', '110'),
  e('OM', 'Oman', 'Ομάν', '9999', '9999', '9999'), // 112 from mobiles
  e('PK', 'Pakistan', 'Πακιστάν', '1122', '15', '16'),
  e('PW', 'Palau', 'Παλάου', '911', '911', '911'),
  e('PS', 'Palestine', 'Παλαιστίνη', '101', '100', '102'),
  e('PA', 'Panama', 'Παναμάς', '911', '911', '911'),
  e('PG', 'Papua New Guinea', 'Παπούα Νέα Γουινέα', '111', '112', '110'), // less certain
  e('PY', 'Paraguay', 'Παραγουάη', '141', '911', '132'), // less certain
  e('PE', 'Peru', 'Περού', '106', '105', '116'),
  e('PH', 'Philippines', 'Φιλιππίνες', '911', '911', '911'),
  e('PL', 'Poland', 'Πολωνία', '999', '997', '998'), // 112 also works
  e('PT', 'Portugal', 'Πορτογαλία', '112', '112', '112'),
  e('PR', 'Puerto Rico', 'Πουέρτο Ρίκο', '911', '911', '911'),
  e('QA', 'Qatar', 'Κατάρ', '999', '999', '999'),
  e('CG', 'Republic of the Congo', 'Δημοκρατία του Κονγκό', '118', '117', '118'), // less certain
  e('RE', 'Réunion', 'Ρεϊνιόν', '15', '17', '18'), // 112 also works
  e('RO', 'Romania', 'Ρουμανία', '112', '112', '112'),
  e('RU', 'Russia', 'Ρωσία', '103', '102', '101'), // 112 also works
  e('RW', 'Rwanda', 'Ρουάντα', '912', '112', '111'),
  e('BL', 'Saint Barthélemy', 'Άγιος Βαρθολομαίος', '15', '17', '18'), // 112 also works
  e('KN', 'Saint Kitts and Nevis', 'Σεν Κιτς και Νέβις', '911', '911', '911'),
  e('LC', 'Saint Lucia', 'Αγία Λουκία', '911', '911', '911'), // 999 also works
  e('MF', 'Saint Martin', 'Άγιος Μαρτίνος (Γαλλικό τμήμα)', '15', '17', '18'), // 112 also works
  e('PM', 'Saint Pierre and Miquelon', 'Σεν Πιερ και Μικελόν', '15', '17', '18'),
  e(
    'VC',
    'Saint Vincent and the Grenadines',
    'Άγιος Βικέντιος και Γρεναδίνες',
    '911',
    '911',
    '911',
  ), // 999 also works
  e('WS', 'Samoa', 'Σαμόα', '911', '911', '911'), // single number since 2017
  e('SM', 'San Marino', 'Άγιος Μαρίνος', '118', '113', '115'),
  e('ST', 'São Tomé and Príncipe', 'Σάο Τομέ και Πρίνσιπε', '112', '112', '112'),
  e('SA', 'Saudi Arabia', 'Σαουδική Αραβία', '997', '999', '998'), // 911 in some regions
  e('SN', 'Senegal', 'Σενεγάλη', '1515', '17', '18'), // fire brigade (18) also transports casualties
  e('RS', 'Serbia', 'Σερβία', '194', '192', '193'),
  e('SC', 'Seychelles', 'Σεϋχέλλες', '999', '999', '999'),
  e('SL', 'Sierra Leone', 'Σιέρα Λεόνε', '999', '999', '999'), // less certain
  e('SG', 'Singapore', 'Σιγκαπούρη', '995', '999', '995'),
  e('SX', 'Sint Maarten', 'Άγιος Μαρτίνος (Ολλανδικό τμήμα)', '911', '911', '919'), // less certain
  e('SK', 'Slovakia', 'Σλοβακία', '155', '158', '150'), // 112 also works
  e('SI', 'Slovenia', 'Σλοβενία', '112', '113', '112'),
  e('SB', 'Solomon Islands', 'Νήσοι Σολομώντος', '111', '999', '988'), // less certain
  e('SO', 'Somalia', 'Σομαλία', '999', '888', '555'), // less certain
  e('ZA', 'South Africa', 'Νότια Αφρική', '10177', '10111', '10177'), // 112 from mobiles
  e('KR', 'South Korea', 'Νότια Κορέα', '119', '112', '119'),
  e('SS', 'South Sudan', 'Νότιο Σουδάν', '999', '999', '999'), // less certain
  e('ES', 'Spain', 'Ισπανία', '112', '091', '112'),
  e('LK', 'Sri Lanka', 'Σρι Λάνκα', '1990', '119', '110'),
  e('SD', 'Sudan', 'Σουδάν', '999', '999', '999'), // less certain
  e('SR', 'Suriname', 'Σουρινάμ', '113', '115', '110'), // less certain
  e('SJ', 'Svalbard and Jan Mayen', 'Σβάλμπαρντ και Γιαν Μαγιέν', '113', '112', '110'),
  e('SE', 'Sweden', 'Σουηδία', '112', '112', '112'),
  e('CH', 'Switzerland', 'Ελβετία', '144', '117', '118'), // 112 also works
  e('SY', 'Syria', 'Συρία', '110', '112', '113'),
  e('TW', 'Taiwan', 'Ταϊβάν', '119', '110', '119'),
  e('TJ', 'Tajikistan', 'Τατζικιστάν', '103', '102', '101'),
  e('TZ', 'Tanzania', 'Τανζανία', '112', '112', '114'), // less certain
  e('TH', 'Thailand', 'Ταϊλάνδη', '1669', '191', '199'),
  e('TL', 'Timor-Leste', 'Τιμόρ-Λέστε', '112', '112', '112'),
  e('TG', 'Togo', 'Τόγκο', '118', '117', '118'), // fire brigade (118) provides rescue/ambulance
  e('TO', 'Tonga', 'Τόνγκα', '933', '922', '999'), // 911 also answered
  e('TT', 'Trinidad and Tobago', 'Τρινιντάντ και Τομπάγκο', '811', '999', '990'),
  e('TN', 'Tunisia', 'Τυνησία', '190', '197', '198'),
  e('TR', 'Türkiye', 'Τουρκία', '112', '155', '110'), // 112 also answers police and fire calls
  e('TM', 'Turkmenistan', 'Τουρκμενιστάν', '03', '02', '01'), // less certain: 003/002/001 from some mobiles
  e('TC', 'Turks and Caicos Islands', 'Νήσοι Τερκς και Κάικος', '911', '911', '911'),
  e('UG', 'Uganda', 'Ουγκάντα', '112', '112', '112'), // 999 from landlines
  e('UA', 'Ukraine', 'Ουκρανία', '103', '102', '101'), // 112 also works
  e('AE', 'United Arab Emirates', 'Ηνωμένα Αραβικά Εμιράτα', '998', '999', '997'),
  e('GB', 'United Kingdom', 'Ηνωμένο Βασίλειο', '999', '999', '999'), // 112 also works
  e('US', 'United States', 'Ηνωμένες Πολιτείες', '911', '911', '911'),
  e('VI', 'United States Virgin Islands', 'Αμερικανικές Παρθένες Νήσοι', '911', '911', '911'),
  e('UY', 'Uruguay', 'Ουρουγουάη', '911', '911', '911'),
  e('UZ', 'Uzbekistan', 'Ουζμπεκιστάν', '103', '102', '101'), // 112 being introduced
  e('VU', 'Vanuatu', 'Βανουάτου', '112', '111', '113'),
  e('VA', 'Vatican City', 'Βατικανό', '118', '113', '115'), // 112 also works
  e('VE', 'Venezuela', 'Βενεζουέλα', '911', '911', '911'),
  e('VN', 'Vietnam', 'Βιετνάμ', '115', '113', '114'),
  e('YE', 'Yemen', 'Υεμένη', '191', '194', '191'), // less certain
  e('ZM', 'Zambia', 'Ζάμπια', '999', '991', '993'), // less certain
  e('ZW', 'Zimbabwe', 'Ζιμπάμπουε', '994', '995', '993'), // 112 from mobiles
])

const BY_CODE = new Map(EMERGENCY_NUMBERS.map((entry) => [entry.code, entry]))

/** Case-, accent- and spacing-insensitive form of a name ('  Côte d’Ivoire ' → "cote d'ivoire"). */
function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '')
}

/** Other names visitors (or browsers and forms) use for a country, English and Greek. */
const ALIASES: Readonly<Record<string, string>> = {
  'united states of america': 'US',
  usa: 'US',
  'u.s.a.': 'US',
  us: 'US',
  'u.s.': 'US',
  ηπα: 'US',
  'ηνωμενες πολιτειες αμερικης': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'μεγαλη βρετανια': 'GB',
  βρετανια: 'GB',
  αγγλια: 'GB',
  'republic of cyprus': 'CY',
  'κυπριακη δημοκρατια': 'CY',
  'hellenic republic': 'GR',
  'ελληνικη δημοκρατια': 'GR',
  'czech republic': 'CZ',
  'τσεχικη δημοκρατια': 'CZ',
  turkey: 'TR',
  'republic of turkiye': 'TR',
  'south korea': 'KR',
  'korea, republic of': 'KR',
  'republic of korea': 'KR',
  'russian federation': 'RU',
  holland: 'NL',
  ολλανδια: 'NL',
  'ivory coast': 'CI',
  'cabo verde': 'CV',
  swaziland: 'SZ',
  burma: 'MM',
  'east timor': 'TL',
  'holy see': 'VA',
  vatican: 'VA',
  'dr congo': 'CD',
  drc: 'CD',
  'congo, democratic republic of the': 'CD',
  'democratic republic of congo': 'CD',
  'congo-kinshasa': 'CD',
  'congo - kinshasa': 'CD',
  'congo-brazzaville': 'CG',
  'congo - brazzaville': 'CG',
  'republic of congo': 'CG',
  uae: 'AE',
  'iran, islamic republic of': 'IR',
  'viet nam': 'VN',
  'lao pdr': 'LA',
  "lao people's democratic republic": 'LA',
  'syrian arab republic': 'SY',
  'moldova, republic of': 'MD',
  'republic of moldova': 'MD',
  'tanzania, united republic of': 'TZ',
  'bolivia, plurinational state of': 'BO',
  'venezuela, bolivarian republic of': 'VE',
  'palestine, state of': 'PS',
  'state of palestine': 'PS',
  'palestinian territories': 'PS',
  'brunei darussalam': 'BN',
  'hong kong sar china': 'HK',
  macau: 'MO',
  'macao sar china': 'MO',
  'bosnia & herzegovina': 'BA',
  'antigua & barbuda': 'AG',
  'trinidad & tobago': 'TT',
  'st. kitts and nevis': 'KN',
  'st kitts and nevis': 'KN',
  'st. lucia': 'LC',
  'st lucia': 'LC',
  'st. vincent and the grenadines': 'VC',
  'st. vincent & grenadines': 'VC',
  'sao tome and principe': 'ST',
  'u.s. virgin islands': 'VI',
  'us virgin islands': 'VI',
  'caribbean netherlands': 'BQ',
  bonaire: 'BQ',
  'bonaire, sint eustatius and saba': 'BQ',
}

const BY_NAME: ReadonlyMap<string, EmergencyNumbers> = (() => {
  const index = new Map<string, EmergencyNumbers>()
  for (const entry of EMERGENCY_NUMBERS) {
    index.set(normalizeName(entry.name), entry)
    index.set(normalizeName(entry.nameEl), entry)
  }
  for (const [alias, code] of Object.entries(ALIASES)) {
    const entry = BY_CODE.get(code)
    const key = normalizeName(alias)
    if (entry && !index.has(key)) index.set(key, entry)
  }
  return index
})()

/** The entry for an ISO 3166-1 alpha-2 code, in any case ('cy', 'CY'). */
export function findByCode(code: string | null | undefined): EmergencyNumbers | undefined {
  if (!code) return undefined
  return BY_CODE.get(code.trim().toUpperCase())
}

/**
 * The entry for a country name, as a geolocation service reports it: the English name,
 * the Greek name or a common alias ('USA', 'UK', 'Czech Republic', 'Turkey', 'Κύπρος'), ignoring
 * case, accents and surrounding whitespace.
 */
export function findByName(name: string | null | undefined): EmergencyNumbers | undefined {
  if (!name) return undefined
  const key = normalizeName(name)
  if (!key) return undefined
  return BY_NAME.get(key)
}

/** The country's name in the page language. */
export function countryName(entry: EmergencyNumbers, lang: 'en' | 'el'): string {
  return lang === 'el' ? entry.nameEl : entry.name
}
