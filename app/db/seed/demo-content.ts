/**
 * DEMO CONTENT — for development and demonstration only.
 *
 * Everything in this file is fictional sample data (events, news, patient stories and wiki
 * articles) used to show how the site looks and works. The people, events and stories are
 * invented; names, phone numbers (+357 .. 000 000) and links (example.org) are placeholders.
 * The health information is general and educational. It is NOT medical advice and does not
 * replace a consultation with a doctor or neurologist.
 *
 * The seeder loads this data only when demo seeding is on; set SEED_DEMO=false to turn it off.
 *
 * `dayOffset` is a number of days relative to the day of seeding (negative = in the past);
 * the seeder turns it into a YYYY-MM-DD date.
 */
import type { events, news, stories, wikiArticles, wikiCategories } from '../schema'

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert']

export type DemoEvent = Omit<
  Insert<typeof events>,
  'id' | 'date' | 'createdAt' | 'updatedAt' | 'likesCount'
> & {
  dayOffset: number
}
export type DemoNews = Omit<
  Insert<typeof news>,
  'id' | 'date' | 'createdAt' | 'updatedAt' | 'likesCount'
> & {
  dayOffset: number
}
export type DemoStory = Omit<
  Insert<typeof stories>,
  'id' | 'date' | 'createdAt' | 'updatedAt' | 'likesCount'
> & {
  dayOffset: number
}
export type DemoWikiCategory = Omit<Insert<typeof wikiCategories>, 'id' | 'createdAt' | 'updatedAt'>
export type DemoWikiArticle = Omit<
  Insert<typeof wikiArticles>,
  'id' | 'categoryId' | 'createdAt' | 'updatedAt'
> & {
  categorySlug: string
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

export const demoEvents: DemoEvent[] = [
  {
    dayOffset: 7,
    title: 'Monthly Support Group for Adults',
    titleEl: 'Μηνιαία ομάδα υποστήριξης για ενήλικες',
    description:
      'An informal, confidential evening for adults living with epilepsy to share experiences, ask questions and meet others who understand. The group is guided by a trained facilitator from the Foundation. Partners and family members are welcome to join the second half of the meeting. Coffee and light refreshments are provided.',
    descriptionEl:
      'Μια χαλαρή και εμπιστευτική βραδιά για ενήλικες που ζουν με επιληψία, όπου μπορούν να μοιραστούν εμπειρίες, να κάνουν ερωτήσεις και να γνωρίσουν ανθρώπους που τους καταλαβαίνουν. Τη συνάντηση συντονίζει εκπαιδευμένο μέλος του Ιδρύματος. Σύντροφοι και μέλη της οικογένειας είναι ευπρόσδεκτοι στο δεύτερο μέρος της συνάντησης. Θα προσφερθούν καφές και ελαφριά κεράσματα.',
    time: '18:30',
    location: 'Foundation Community Room, Nicosia',
    locationEl: 'Αίθουσα του Ιδρύματος, Λευκωσία',
    category: 'support-group',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: 15,
    contactNumber: '+357 22 000 000',
    registrationLink: null,
    featured: false,
    tags: ['adults', 'free', 'community'],
    imageUrl: null,
  },
  {
    dayOffset: 10,
    title: 'Coffee Morning for Parents and Carers',
    titleEl: 'Πρωινός καφές για γονείς και φροντιστές',
    description:
      'A friendly morning meeting for parents and carers of children and teenagers with epilepsy. Share what works for your family, hear practical tips about school, sleep and everyday routines, and leave with new contacts you can call on. Younger children are welcome; a play corner will be available.',
    descriptionEl:
      'Μια φιλική πρωινή συνάντηση για γονείς και φροντιστές παιδιών και εφήβων με επιληψία. Μοιραστείτε ό,τι βοηθά την οικογένειά σας, ακούστε πρακτικές συμβουλές για το σχολείο, τον ύπνο και την καθημερινή ρουτίνα και φύγετε με νέες γνωριμίες, ανθρώπους στους οποίους μπορείτε να στηριχτείτε. Τα μικρότερα παιδιά είναι ευπρόσδεκτα· θα υπάρχει γωνιά παιχνιδιού.',
    time: '09:30',
    location: 'Community Centre, Limassol',
    locationEl: 'Κοινοτικό Κέντρο, Λεμεσός',
    category: 'support-group',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: 12,
    contactNumber: '+357 25 000 000',
    registrationLink: null,
    featured: false,
    tags: ['family', 'free', 'community'],
    imageUrl: null,
  },
  {
    dayOffset: 14,
    title: 'Seizure First Aid Workshop',
    titleEl: 'Εργαστήριο πρώτων βοηθειών σε επιληπτική κρίση',
    description:
      'A practical two-hour workshop for parents, teachers, coaches, carers and anyone who wants to know what to do when someone has a seizure. You will learn how to recognise different types of seizures, how to keep a person safe, how to turn someone gently onto their side and when to call 112. The session includes hands-on practice and time for questions, and every participant receives a printed first aid guide.',
    descriptionEl:
      'Πρακτικό δίωρο εργαστήριο για γονείς, εκπαιδευτικούς, προπονητές, φροντιστές και για όποιον θέλει να ξέρει τι να κάνει όταν κάποιος παθαίνει κρίση. Θα μάθετε πώς να αναγνωρίζετε διάφορους τύπους κρίσεων, πώς να προστατεύετε το άτομο, πώς να το γυρίζετε απαλά στο πλάι και πότε να καλείτε το 112. Το εργαστήριο περιλαμβάνει πρακτική εξάσκηση και χρόνο για ερωτήσεις, ενώ κάθε συμμετέχων θα λάβει έντυπο οδηγό πρώτων βοηθειών.',
    time: '10:00',
    location: 'Community Centre, Limassol',
    locationEl: 'Κοινοτικό Κέντρο, Λεμεσός',
    category: 'education',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: 30,
    contactNumber: '+357 25 000 000',
    registrationLink: 'https://example.org/register',
    featured: true,
    tags: ['workshop', 'free', 'adults', 'family'],
    imageUrl: null,
  },
  {
    dayOffset: 21,
    title: 'Ask a Neurologist: Evening Q&A',
    titleEl: 'Ρωτήστε τον νευρολόγο: βραδιά ερωτήσεων και απαντήσεων',
    description:
      'An evening talk by a consultant neurologist about living well with epilepsy, followed by an open question-and-answer session. Topics include how epilepsy is diagnosed, treatment options, side effects of medicines and when to ask for a review. The talk offers general information only and cannot replace a personal consultation with your own doctor. Questions can also be sent in advance by phone.',
    descriptionEl:
      'Ομιλία νευρολόγου για την καλή διαχείριση της καθημερινότητας με επιληψία, την οποία θα ακολουθήσει ανοιχτή συζήτηση με ερωτήσεις και απαντήσεις. Θα συζητηθούν η διάγνωση της επιληψίας, οι θεραπευτικές επιλογές, οι παρενέργειες των φαρμάκων και το πότε χρειάζεται επανεκτίμηση της θεραπείας. Η ομιλία παρέχει μόνο γενικές πληροφορίες και δεν αντικαθιστά την προσωπική επίσκεψη στον γιατρό σας. Μπορείτε επίσης να στείλετε τις ερωτήσεις σας εκ των προτέρων, τηλεφωνικά.',
    time: '19:00',
    location: 'Municipal Cultural Centre, Paphos',
    locationEl: 'Δημοτικό Πολιτιστικό Κέντρο, Πάφος',
    category: 'medical',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: 60,
    contactNumber: '+357 26 000 000',
    registrationLink: 'https://example.org/register',
    featured: false,
    tags: ['adults', 'free', 'workshop'],
    imageUrl: null,
  },
  {
    dayOffset: 30,
    title: 'Family Picnic Day',
    titleEl: 'Οικογενειακή μέρα πικνίκ',
    description:
      'A relaxed day out for families affected by epilepsy. Bring a picnic blanket and enjoy games for children, a shaded area for resting and plenty of time to chat with other parents. Our volunteers are trained in seizure first aid, and a quiet tent will be available for anyone who needs a break. Sandwiches and drinks are included in the family ticket.',
    descriptionEl:
      'Μια χαλαρή μέρα στη φύση για οικογένειες που ζουν με την επιληψία. Φέρτε την κουβέρτα σας για πικνίκ και απολαύστε παιχνίδια για τα παιδιά, σκιερό χώρο για ξεκούραση και άφθονο χρόνο για κουβέντα με άλλους γονείς. Οι εθελοντές μας είναι εκπαιδευμένοι στις πρώτες βοήθειες σε κρίση, ενώ θα υπάρχει και ήσυχη σκηνή για όποιον χρειάζεται ένα διάλειμμα. Το οικογενειακό εισιτήριο περιλαμβάνει σάντουιτς και αναψυκτικά.',
    time: '11:00',
    location: 'Seaside park, Protaras',
    locationEl: 'Παραθαλάσσιο πάρκο, Πρωταράς',
    category: 'social',
    cost: '€5 per family',
    costEl: '€5 ανά οικογένεια',
    capacity: 40,
    contactNumber: '+357 23 000 000',
    registrationLink: 'https://example.org/register',
    featured: false,
    tags: ['family', 'kids', 'outdoors', 'social'],
    imageUrl: null,
  },
  {
    dayOffset: 40,
    title: 'Purple Day Awareness Walk',
    titleEl: 'Περίπατος ευαισθητοποίησης για τη Μωβ Ημέρα (Purple Day)',
    description:
      'Inspired by Purple Day, the global day of epilepsy awareness, we invite you to an awareness walk along the Larnaca seafront. Wear something purple and walk with us to show people living with epilepsy that they are not alone. The route is about 3 km at an easy pace and is suitable for families, children and buggies. Along the way, volunteers will hand out information leaflets and seizure first aid cards.',
    descriptionEl:
      'Εμπνευσμένοι από τη Μωβ Ημέρα (Purple Day), την παγκόσμια ημέρα ευαισθητοποίησης για την επιληψία, σας προσκαλούμε σε έναν περίπατο στο παραλιακό μέτωπο της Λάρνακας. Φορέστε κάτι μωβ και περπατήστε μαζί μας, για να δείξουμε στους ανθρώπους που ζουν με επιληψία ότι δεν είναι μόνοι. Η διαδρομή είναι περίπου 3 χιλιόμετρα, με χαλαρό ρυθμό, και είναι κατάλληλη για οικογένειες, παιδιά και καροτσάκια. Στη διάρκεια του περιπάτου εθελοντές θα μοιράζουν ενημερωτικά φυλλάδια και κάρτες πρώτων βοηθειών.',
    time: '17:30',
    location: 'Finikoudes Promenade, Larnaca',
    locationEl: 'Παραλία Φοινικούδων, Λάρνακα',
    category: 'awareness',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: null,
    contactNumber: '+357 24 000 000',
    registrationLink: null,
    featured: true,
    tags: ['outdoors', 'family', 'free', 'community'],
    imageUrl: null,
  },
  {
    dayOffset: 45,
    title: 'Epilepsy in the Classroom: Seminar for Teachers',
    titleEl: 'Η επιληψία στην τάξη: σεμινάριο για εκπαιδευτικούς',
    description:
      'A seminar for teachers, teaching assistants and school nurses on supporting pupils with epilepsy. We will cover seizure first aid in the classroom and the playground, individual care plans, how seizures and medicines can affect learning and concentration, and how to talk with classmates about epilepsy. Certificates of attendance are available.',
    descriptionEl:
      'Σεμινάριο για εκπαιδευτικούς, συνοδούς και σχολικούς νοσηλευτές σχετικά με τη στήριξη μαθητών με επιληψία. Θα καλύψουμε τις πρώτες βοήθειες σε κρίση μέσα στην τάξη και στην αυλή, τα εξατομικευμένα σχέδια φροντίδας, τον τρόπο με τον οποίο οι κρίσεις και τα φάρμακα μπορεί να επηρεάσουν τη μάθηση και τη συγκέντρωση, καθώς και το πώς μπορούμε να μιλήσουμε στους συμμαθητές για την επιληψία. Θα δοθούν βεβαιώσεις παρακολούθησης.',
    time: '16:00',
    location: 'Foundation Community Room, Nicosia',
    locationEl: 'Αίθουσα του Ιδρύματος, Λευκωσία',
    category: 'education',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: 50,
    contactNumber: '+357 22 000 000',
    registrationLink: 'https://example.org/register',
    featured: false,
    tags: ['workshop', 'adults', 'free'],
    imageUrl: null,
  },
  {
    dayOffset: 60,
    title: 'Charity Run by the Sea',
    titleEl: 'Φιλανθρωπικός αγώνας δρόμου δίπλα στη θάλασσα',
    description:
      'Run, jog or walk a 5 km seaside route in Ayia Napa to raise funds for the Foundation’s support groups and awareness programmes. All ages and fitness levels are welcome, and there is a shorter 1 km fun run for children. The entry fee includes a purple T-shirt, plus water and fruit at the finish line. Please register in advance so that we can plan the route safely.',
    descriptionEl:
      'Τρέξτε, κάντε τζόκινγκ ή περπατήστε σε μια παραθαλάσσια διαδρομή 5 χιλιομέτρων στην Αγία Νάπα, για να στηρίξετε οικονομικά τις ομάδες υποστήριξης και τα προγράμματα ενημέρωσης του Ιδρύματος. Είναι ευπρόσδεκτοι όλοι, ανεξαρτήτως ηλικίας και φυσικής κατάστασης, ενώ για τα παιδιά υπάρχει μια μικρότερη διαδρομή ενός χιλιομέτρου. Η συμμετοχή περιλαμβάνει μωβ μπλουζάκι, καθώς και νερό και φρούτα στον τερματισμό. Παρακαλούμε να δηλώσετε συμμετοχή εκ των προτέρων, ώστε να οργανώσουμε τη διαδρομή με ασφάλεια.',
    time: '08:00',
    location: 'Seafront, Ayia Napa',
    locationEl: 'Παραλιακός δρόμος, Αγία Νάπα',
    category: 'fundraising',
    cost: '€10 per person',
    costEl: '€10 ανά άτομο',
    capacity: 200,
    contactNumber: '+357 23 000 000',
    registrationLink: 'https://example.org/register',
    featured: false,
    tags: ['outdoors', 'charity', 'paid', 'family'],
    imageUrl: null,
  },
  {
    dayOffset: -20,
    title: 'International Epilepsy Day Information Stand',
    titleEl: 'Ενημερωτικό περίπτερο για τη Διεθνή Ημέρα Επιληψίας',
    description:
      'To mark International Epilepsy Day, our volunteers will host an information stand in the centre of Nicosia. Stop by to pick up leaflets in Greek and English, learn the basics of seizure first aid in five minutes, and find out how the Foundation supports people with epilepsy and their families across Cyprus.',
    descriptionEl:
      'Με αφορμή τη Διεθνή Ημέρα Επιληψίας, οι εθελοντές μας θα βρίσκονται σε ενημερωτικό περίπτερο στο κέντρο της Λευκωσίας. Περάστε να πάρετε ενημερωτικά φυλλάδια στα ελληνικά και στα αγγλικά, να μάθετε σε πέντε λεπτά τα βασικά των πρώτων βοηθειών σε κρίση και να γνωρίσετε πώς το Ίδρυμα στηρίζει τα άτομα με επιληψία και τις οικογένειές τους σε όλη την Κύπρο.',
    time: '10:00',
    location: 'Eleftheria Square, Nicosia',
    locationEl: 'Πλατεία Ελευθερίας, Λευκωσία',
    category: 'awareness',
    cost: 'Free',
    costEl: 'Δωρεάν',
    capacity: null,
    contactNumber: '+357 22 000 000',
    registrationLink: null,
    featured: false,
    tags: ['community', 'free', 'family'],
    imageUrl: null,
  },
]

// ---------------------------------------------------------------------------------------------
// News (one post, the volunteers call, deliberately has no Greek text: it shows the English
// fallback of the Greek site)
// ---------------------------------------------------------------------------------------------

export const demoNews: DemoNews[] = [
  {
    dayOffset: -5,
    title: 'Sleep and seizures: what recent research tells us',
    titleEl: 'Ύπνος και κρίσεις: τι μας λέει η πρόσφατη έρευνα',
    excerpt:
      'Lack of sleep is one of the most commonly reported seizure triggers. We summarise what researchers know so far and what it means for everyday life.',
    excerptEl:
      'Η έλλειψη ύπνου είναι ένας από τους πιο συχνά αναφερόμενους εκλυτικούς παράγοντες των κρίσεων. Συνοψίζουμε τι γνωρίζουν μέχρι σήμερα οι ερευνητές και τι σημαίνει αυτό για την καθημερινότητα.',
    content: `<p>Many people with epilepsy notice that their seizures are more likely after a late night or a period of poor sleep. Researchers around the world continue to study the close relationship between sleep and the electrical activity of the brain.</p>
<h2>What we know</h2>
<p>Sleep and epilepsy affect each other in both directions. Too little sleep can make seizures more likely in some people, and seizures at night can in turn disturb sleep and leave a person tired the next day. Some types of epilepsy cause seizures mainly during sleep or shortly after waking up.</p>
<p>Doctors also use this link in diagnosis: an EEG recorded after a night of reduced sleep can sometimes show changes that a routine recording misses.</p>
<h2>What it means in practice</h2>
<ul><li>Try to keep regular times for going to bed and getting up, including at weekends.</li><li>Tell your neurologist if you snore heavily, wake up often or feel very sleepy during the day, as sleep disorders can be treated.</li><li>Note your sleep in your seizure diary so that you can spot patterns.</li></ul>
<p><strong>Good to know:</strong> research findings are general. Every person is different, so please discuss any change to your routine or treatment with your own doctor.</p>`,
    contentEl: `<p>Πολλά άτομα με επιληψία παρατηρούν ότι οι κρίσεις τους είναι πιο πιθανές μετά από ένα ξενύχτι ή μια περίοδο κακού ύπνου. Ερευνητές σε όλο τον κόσμο συνεχίζουν να μελετούν τη στενή σχέση ανάμεσα στον ύπνο και στην ηλεκτρική δραστηριότητα του εγκεφάλου.</p>
<h2>Τι γνωρίζουμε</h2>
<p>Ο ύπνος και η επιληψία αλληλοεπηρεάζονται. Ο λίγος ύπνος μπορεί να κάνει τις κρίσεις πιο πιθανές σε ορισμένα άτομα, ενώ οι νυχτερινές κρίσεις μπορούν με τη σειρά τους να διαταράξουν τον ύπνο και να αφήσουν το άτομο κουρασμένο την επόμενη μέρα. Ορισμένοι τύποι επιληψίας προκαλούν κρίσεις κυρίως κατά τη διάρκεια του ύπνου ή λίγο μετά το ξύπνημα.</p>
<p>Οι γιατροί αξιοποιούν αυτή τη σχέση και στη διάγνωση: ένα ηλεκτροεγκεφαλογράφημα (ΗΕΓ) που γίνεται μετά από μια νύχτα με λιγότερο ύπνο μπορεί μερικές φορές να δείξει αλλαγές που δεν φαίνονται σε μια συνηθισμένη καταγραφή.</p>
<h2>Τι σημαίνει αυτό στην πράξη</h2>
<ul><li>Προσπαθήστε να πηγαίνετε για ύπνο και να ξυπνάτε τις ίδιες ώρες, ακόμη και τα Σαββατοκύριακα.</li><li>Ενημερώστε τον νευρολόγο σας αν ροχαλίζετε έντονα, ξυπνάτε συχνά ή νιώθετε έντονη υπνηλία κατά τη διάρκεια της ημέρας, καθώς οι διαταραχές του ύπνου αντιμετωπίζονται.</li><li>Σημειώνετε τον ύπνο σας στο ημερολόγιο κρίσεων, ώστε να εντοπίζετε πιθανά μοτίβα.</li></ul>
<p><strong>Καλό να ξέρετε:</strong> τα ερευνητικά ευρήματα είναι γενικά. Κάθε άνθρωπος είναι διαφορετικός, γι’ αυτό συζητήστε οποιαδήποτε αλλαγή στη ρουτίνα ή στη θεραπεία σας με τον δικό σας γιατρό.</p>`,
    category: 'research',
    author: 'Foundation Team',
    authorEl: 'Ομάδα του Ιδρύματος',
    tags: ['research', 'epilepsy', 'update'],
    featured: true,
    imageUrl: null,
  },
  {
    dayOffset: -12,
    title: 'Why regular reviews with your neurologist matter',
    titleEl: 'Γιατί έχει σημασία η τακτική παρακολούθηση από τον νευρολόγο σας',
    excerpt:
      'Epilepsy care is not a one-off appointment. Regular reviews help you and your doctor make sure that treatment still fits your life.',
    excerptEl:
      'Η φροντίδα της επιληψίας δεν τελειώνει σε ένα ραντεβού. Οι τακτικές επανεκτιμήσεις βοηθούν εσάς και τον γιατρό σας να βεβαιωθείτε ότι η θεραπεία εξακολουθεί να ταιριάζει στη ζωή σας.',
    content: `<p>Once a diagnosis has been made and treatment has started, it is easy to assume that nothing else needs to change. In reality, epilepsy and the people who live with it change over time, and so can the treatment that suits them best.</p>
<h2>What a review can cover</h2>
<ul><li>How often seizures happen and whether their pattern has changed</li><li>Side effects such as tiredness, dizziness or changes in mood</li><li>Plans for pregnancy, new medicines for other conditions, or changes in work and study</li><li>Whether further tests or a referral to a specialist epilepsy centre could help</li></ul>
<p>If seizures continue despite treatment, ask whether other options may be suitable. Up to 70% of people with epilepsy can become seizure-free with the right treatment, and some who do not respond to medicines may benefit from other approaches.</p>
<p><strong>Never stop or change your medicine on your own.</strong> Stopping suddenly can bring seizures back or make them more severe. Always talk to your neurologist first.</p>
<p>Tip: before each appointment, write down your questions and bring your seizure diary. If possible, bring someone who has seen your seizures.</p>`,
    contentEl: `<p>Όταν τεθεί η διάγνωση και ξεκινήσει η θεραπεία, είναι εύκολο να θεωρήσει κανείς ότι δεν χρειάζεται να αλλάξει τίποτε άλλο. Στην πραγματικότητα, η επιληψία και οι άνθρωποι που ζουν με αυτήν αλλάζουν με τον χρόνο, και μαζί τους μπορεί να αλλάξει και η θεραπεία που τους ταιριάζει καλύτερα.</p>
<h2>Τι μπορεί να συζητηθεί σε μια επανεκτίμηση</h2>
<ul><li>Πόσο συχνά εμφανίζονται οι κρίσεις και αν έχει αλλάξει η μορφή τους</li><li>Παρενέργειες, όπως κούραση, ζάλη ή αλλαγές στη διάθεση</li><li>Σχέδια για εγκυμοσύνη, νέα φάρμακα για άλλες παθήσεις ή αλλαγές στην εργασία και στις σπουδές</li><li>Αν θα βοηθούσαν περαιτέρω εξετάσεις ή η παραπομπή σε εξειδικευμένο κέντρο επιληψίας</li></ul>
<p>Αν οι κρίσεις συνεχίζονται παρά τη θεραπεία, ρωτήστε αν υπάρχουν άλλες επιλογές που μπορεί να σας ταιριάζουν. Έως και το 70% των ατόμων με επιληψία μπορούν να απαλλαγούν από τις κρίσεις με την κατάλληλη θεραπεία, ενώ ορισμένοι που δεν ανταποκρίνονται στα φάρμακα μπορεί να ωφεληθούν από άλλες προσεγγίσεις.</p>
<p><strong>Μη διακόπτετε και μην αλλάζετε ποτέ μόνοι σας τα φάρμακά σας.</strong> Η απότομη διακοπή μπορεί να φέρει πίσω τις κρίσεις ή να τις κάνει πιο σοβαρές. Μιλήστε πάντα πρώτα με τον νευρολόγο σας.</p>
<p>Συμβουλή: πριν από κάθε ραντεβού, γράψτε τις ερωτήσεις σας και πάρτε μαζί το ημερολόγιο κρίσεων. Αν γίνεται, ζητήστε να σας συνοδεύσει κάποιος που έχει δει τις κρίσεις σας.</p>`,
    category: 'medical',
    author: 'Foundation Medical Advisory Group',
    authorEl: 'Ιατρική Συμβουλευτική Ομάδα του Ιδρύματος',
    tags: ['medical', 'treatment', 'epilepsy'],
    featured: false,
    imageUrl: null,
  },
  {
    dayOffset: -18,
    title: 'Thank you for making International Epilepsy Day a success',
    titleEl: 'Σας ευχαριστούμε για μια επιτυχημένη Διεθνή Ημέρα Επιληψίας',
    excerpt:
      'Many people stopped by our information stand in Nicosia to learn about epilepsy and seizure first aid. Here is a look back at the day.',
    excerptEl:
      'Πολλοί επισκέπτες πέρασαν από το ενημερωτικό μας περίπτερο στη Λευκωσία για να μάθουν για την επιληψία και τις πρώτες βοήθειες σε κρίση. Μια ματιά πίσω σε αυτή τη μέρα.',
    content: `<p>On International Epilepsy Day our volunteers welcomed many visitors to our information stand in the centre of Nicosia. Passers-by, students, parents and teachers stopped to ask questions, pick up leaflets and learn what to do if someone has a seizure.</p>
<h2>Three messages we shared</h2>
<ul><li><strong>Epilepsy is common:</strong> about 1 in 100 people have epilepsy, and it can begin at any age.</li><li><strong>Most people can live full lives:</strong> up to 70% of people with epilepsy can become seizure-free with the right treatment.</li><li><strong>Seizure first aid is simple:</strong> stay calm, keep the person safe, time the seizure and never put anything in their mouth.</li></ul>
<p>Several visitors told us that they had once seen someone have a seizure and had not known how to help. Five minutes of practice was enough for them to feel more confident.</p>
<p>A big thank you to every volunteer and visitor who made the day possible. Awareness grows one conversation at a time.</p>
<p>Our next big awareness moment is Purple Day. Keep an eye on our events page and wear something purple with us!</p>`,
    contentEl: `<p>Με αφορμή τη Διεθνή Ημέρα Επιληψίας, οι εθελοντές μας υποδέχτηκαν πολλούς επισκέπτες στο ενημερωτικό περίπτερο στο κέντρο της Λευκωσίας. Περαστικοί, φοιτητές, γονείς και εκπαιδευτικοί σταμάτησαν για να κάνουν ερωτήσεις, να πάρουν ενημερωτικό υλικό και να μάθουν τι πρέπει να κάνουν όταν κάποιος παθαίνει κρίση.</p>
<h2>Τρία μηνύματα που μοιραστήκαμε</h2>
<ul><li><strong>Η επιληψία είναι συχνή:</strong> περίπου 1 στους 100 ανθρώπους έχει επιληψία, η οποία μπορεί να εμφανιστεί σε οποιαδήποτε ηλικία.</li><li><strong>Οι περισσότεροι μπορούν να ζήσουν μια γεμάτη ζωή:</strong> έως και το 70% των ατόμων με επιληψία μπορούν να απαλλαγούν από τις κρίσεις με την κατάλληλη θεραπεία.</li><li><strong>Οι πρώτες βοήθειες είναι απλές:</strong> μείνετε ψύχραιμοι, προστατέψτε το άτομο, χρονομετρήστε την κρίση και μη βάζετε ποτέ τίποτα στο στόμα του.</li></ul>
<p>Αρκετοί επισκέπτες μάς είπαν ότι κάποτε είχαν δει έναν άνθρωπο να παθαίνει κρίση και δεν ήξεραν πώς να βοηθήσουν. Πέντε λεπτά εξάσκησης ήταν αρκετά για να νιώσουν πιο σίγουροι.</p>
<p>Ένα μεγάλο ευχαριστώ σε κάθε εθελοντή και επισκέπτη που έκανε αυτή τη μέρα πραγματικότητα. Η ευαισθητοποίηση χτίζεται μία κουβέντα τη φορά.</p>
<p>Το επόμενο μεγάλο μας ραντεβού είναι η Μωβ Ημέρα (Purple Day). Παρακολουθείτε τη σελίδα των εκδηλώσεών μας και φορέστε κάτι μωβ μαζί μας!</p>`,
    category: 'awareness',
    author: 'Foundation Team',
    authorEl: 'Ομάδα του Ιδρύματος',
    tags: ['awareness', 'community', 'epilepsy'],
    featured: true,
    imageUrl: null,
  },
  {
    // English only, on purpose: demonstrates the English fallback on the Greek site.
    dayOffset: -30,
    title: 'Volunteers wanted for our spring events',
    titleEl: null,
    excerpt:
      'From awareness walks to information stands, we are looking for volunteers across Cyprus. No experience needed: training in seizure first aid is provided.',
    excerptEl: null,
    content: `<p>Spring is our busiest time of the year, with awareness walks, information stands and family events in towns across Cyprus. We are looking for friendly volunteers to help make them happen.</p>
<h2>How you can help</h2>
<ul><li>Welcoming visitors and handing out leaflets at information stands</li><li>Helping with set-up, registration and refreshments at events</li><li>Guiding participants along the route of our charity run and awareness walk</li><li>Sharing our events with your school, workplace or neighbourhood</li></ul>
<p><strong>No experience is needed.</strong> All volunteers receive a short introduction to epilepsy and training in seizure first aid, a useful skill for life.</p>
<p>Whether you can give a few hours or help regularly, we would love to hear from you. To register your interest, call us on +357 22 000 000 or speak to a member of the team at any of our events.</p>`,
    contentEl: null,
    category: 'community',
    author: 'Foundation Team',
    authorEl: null,
    tags: ['community', 'support', 'announcement'],
    featured: false,
    imageUrl: null,
  },
  {
    dayOffset: -60,
    title: 'Our recommendations for seizure-aware schools',
    titleEl: 'Οι προτάσεις μας για σχολεία ενημερωμένα για την επιληψία',
    excerpt:
      'The Foundation has published a short set of recommendations to help schools support pupils with epilepsy safely and fairly.',
    excerptEl:
      'Το Ίδρυμα δημοσίευσε μια σύντομη σειρά προτάσεων για να βοηθήσει τα σχολεία να στηρίζουν τους μαθητές με επιληψία με ασφάλεια και ισότιμα.',
    content: `<p>Every child with epilepsy has the right to learn, play and take part in school life alongside their classmates. With a little preparation, schools can make this possible while keeping everyone safe.</p>
<h2>What we are asking for</h2>
<ul><li>An individual care plan for every pupil with epilepsy, agreed with the family and, where needed, with the child’s doctor</li><li>Basic seizure first aid training for teachers and school staff</li><li>Clear arrangements for emergency medicine where a doctor has prescribed it</li><li>Reasonable adjustments in exams, such as rest breaks, when seizures or medicines affect a pupil</li><li>Inclusion in sports, trips and activities with sensible supervision, rather than automatic exclusion</li></ul>
<p>We will share these recommendations with schools, parents’ associations and the relevant authorities, and we welcome feedback from families and teachers.</p>
<p><strong>Parents:</strong> if you would like a copy to share with your child’s school, contact us and we will send it to you.</p>`,
    contentEl: `<p>Κάθε παιδί με επιληψία έχει δικαίωμα να μαθαίνει, να παίζει και να συμμετέχει στη σχολική ζωή μαζί με τους συμμαθητές του. Με λίγη προετοιμασία, τα σχολεία μπορούν να το κάνουν πράξη, διασφαλίζοντας παράλληλα την ασφάλεια όλων.</p>
<h2>Τι ζητάμε</h2>
<ul><li>Εξατομικευμένο σχέδιο φροντίδας για κάθε μαθητή με επιληψία, σε συνεννόηση με την οικογένεια και, όπου χρειάζεται, με τον γιατρό του παιδιού</li><li>Βασική εκπαίδευση στις πρώτες βοήθειες σε κρίση για τους εκπαιδευτικούς και το προσωπικό του σχολείου</li><li>Σαφείς διαδικασίες για τη χορήγηση φαρμάκου έκτακτης ανάγκης, όπου αυτό έχει συνταγογραφηθεί από γιατρό</li><li>Εύλογες διευκολύνσεις στις εξετάσεις, όπως διαλείμματα για ξεκούραση, όταν οι κρίσεις ή τα φάρμακα επηρεάζουν τον μαθητή</li><li>Συμμετοχή σε αθλήματα, εκδρομές και δραστηριότητες με την κατάλληλη επίβλεψη, αντί για αυτόματο αποκλεισμό</li></ul>
<p>Θα μοιραστούμε τις προτάσεις αυτές με σχολεία, συνδέσμους γονέων και τις αρμόδιες αρχές, και είμαστε ανοιχτοί στα σχόλια οικογενειών και εκπαιδευτικών.</p>
<p><strong>Γονείς:</strong> αν θέλετε ένα αντίγραφο για να το δώσετε στο σχολείο του παιδιού σας, επικοινωνήστε μαζί μας και θα σας το στείλουμε.</p>`,
    category: 'policy',
    author: 'Foundation Team',
    authorEl: 'Ομάδα του Ιδρύματος',
    tags: ['policy', 'awareness', 'support'],
    featured: false,
    imageUrl: null,
  },
  {
    dayOffset: -90,
    title: 'Our first year after diagnosis: a family shares what helped',
    titleEl: 'Ο πρώτος χρόνος μετά τη διάγνωση: μια οικογένεια μοιράζεται τι τη βοήθησε',
    excerpt:
      'When nine-year-old Marios was diagnosed with epilepsy, his parents felt lost. A year later, they share the small steps that made a big difference.',
    excerptEl:
      'Όταν ο εννιάχρονος Μάριος διαγνώστηκε με επιληψία, οι γονείς του ένιωσαν χαμένοι. Έναν χρόνο μετά, μοιράζονται τα μικρά βήματα που έκαναν τη μεγάλη διαφορά.',
    content: `<p>Marios was nine when he had his first tonic-clonic seizure, at home on a Sunday morning. “We had no idea what was happening,” says his mother, Christina. “We called 112, and everything after that is a blur.”</p>
<p>After tests and an appointment with a paediatric neurologist, Marios was diagnosed with epilepsy and started treatment. The family admits that the first months were hard: worried nights, questions from relatives, and a son who just wanted to be treated like everyone else.</p>
<h2>What made a difference</h2>
<ul><li><strong>Learning seizure first aid</strong>, not only the parents but also the grandparents and Marios’s football coach</li><li><strong>Keeping a simple diary</strong> of seizures, sleep and medicine to take to every appointment</li><li><strong>Meeting the school early</strong> to agree a care plan with his teacher</li><li><strong>Joining a parents’ support group</strong>, where they met families who had been through the same</li></ul>
<p>“The support group changed everything for us,” Christina says. “Hearing other parents say ‘we felt exactly the same’ took a weight off my shoulders.”</p>
<p>Today Marios is back on the football pitch and his seizures are much less frequent. His advice to other children? “Tell your friends. They’ll understand.”</p>`,
    contentEl: `<p>Ο Μάριος ήταν εννιά χρονών όταν έπαθε την πρώτη του τονικοκλονική κρίση, ένα πρωινό Κυριακής στο σπίτι. «Δεν είχαμε ιδέα τι συνέβαινε», λέει η μητέρα του, η Χριστίνα. «Καλέσαμε το 112 και ό,τι ακολούθησε είναι θολό στο μυαλό μου».</p>
<p>Μετά από εξετάσεις και ραντεβού με παιδονευρολόγο, ο Μάριος διαγνώστηκε με επιληψία και ξεκίνησε θεραπεία. Η οικογένεια παραδέχεται ότι οι πρώτοι μήνες ήταν δύσκολοι: άγρυπνες νύχτες από την ανησυχία, ερωτήσεις από συγγενείς κι ένας γιος που ήθελε απλώς να του φέρονται όπως σε όλους τους άλλους.</p>
<h2>Τι έκανε τη διαφορά</h2>
<ul><li><strong>Εκπαίδευση στις πρώτες βοήθειες σε κρίση</strong>, όχι μόνο για τους γονείς αλλά και για τον παππού, τη γιαγιά και τον προπονητή ποδοσφαίρου του Μάριου</li><li><strong>Ένα απλό ημερολόγιο</strong> με τις κρίσεις, τον ύπνο και τα φάρμακα, που το έπαιρναν μαζί τους σε κάθε ραντεβού</li><li><strong>Έγκαιρη συνάντηση με το σχολείο</strong>, για να συμφωνηθεί ένα σχέδιο φροντίδας με τη δασκάλα του</li><li><strong>Συμμετοχή σε ομάδα υποστήριξης γονέων</strong>, όπου γνώρισαν οικογένειες που είχαν περάσει τα ίδια</li></ul>
<p>«Η ομάδα υποστήριξης τα άλλαξε όλα για εμάς», λέει η Χριστίνα. «Όταν άκουσα άλλους γονείς να λένε “κι εμείς ακριβώς έτσι νιώσαμε”, ένιωσα να φεύγει ένα βάρος από πάνω μου».</p>
<p>Σήμερα ο Μάριος έχει επιστρέψει στο γήπεδο και οι κρίσεις του είναι πολύ πιο αραιές. Η συμβουλή του σε άλλα παιδιά; «Πείτε το στους φίλους σας. Θα καταλάβουν».</p>`,
    category: 'patient-story',
    author: 'Foundation Team',
    authorEl: 'Ομάδα του Ιδρύματος',
    tags: ['support', 'epilepsy', 'community'],
    featured: false,
    imageUrl: null,
  },
]

// ---------------------------------------------------------------------------------------------
// Patient stories (fictional people)
// ---------------------------------------------------------------------------------------------

export const demoStories: DemoStory[] = [
  {
    dayOffset: -8,
    title: 'Painting my way back',
    titleEl: 'Ξαναβρίσκοντας τον εαυτό μου μέσα από τη ζωγραφική',
    excerpt:
      'Eleni was 34 and teaching art when she had her first seizure. She tells how she found her way back to the classroom and to her own canvas.',
    excerptEl:
      'Η Ελένη ήταν 34 χρονών και δίδασκε Τέχνη όταν έπαθε την πρώτη της κρίση. Μας λέει πώς βρήκε ξανά τον δρόμο της προς την τάξη και τον δικό της καμβά.',
    content: `<p>I was 34 and in the middle of a lesson when it happened. One moment I was showing my students how to mix colours; the next, I came round on the floor with a colleague beside me and an ambulance on its way. I had no memory of the seizure at all.</p>
<p>The months after my diagnosis were the hardest of my life. I was afraid to leave the house alone, I could not drive, and I stopped painting. I felt as if epilepsy had taken the parts of me I liked most.</p>
<h2>Small steps</h2>
<p>My neurologist and I needed time to find the right treatment. Meanwhile, a friend took me, almost by force, to a support group. Sitting in a room with people who knew exactly what I was talking about was a huge relief. One woman there told me, “You are still you. You just have something extra to look after.” I have never forgotten it.</p>
<p>I started painting again at home, small pieces at first. Painting became my way of dealing with the fear. When I felt ready, I went back to school, with a care plan that my colleagues knew about and a head teacher who supported me.</p>
<h2>Where I am today</h2>
<p>My seizures are now well controlled, although I still look after my sleep and never skip my medicine. Last year I held a small exhibition in Paphos, and part of the proceeds went to epilepsy support. If you have just been diagnosed, give yourself time. Life does not stop here.</p>`,
    contentEl: `<p>Ήμουν 34 χρονών και βρισκόμουν στη μέση ενός μαθήματος όταν συνέβη. Τη μια στιγμή έδειχνα στους μαθητές μου πώς να αναμειγνύουν τα χρώματα· την επόμενη, συνήλθα στο πάτωμα, με μια συνάδελφο δίπλα μου και το ασθενοφόρο καθ’ οδόν. Δεν θυμόμουν τίποτα από την κρίση.</p>
<p>Οι μήνες μετά τη διάγνωση ήταν οι πιο δύσκολοι της ζωής μου. Φοβόμουν να βγω μόνη από το σπίτι, δεν μπορούσα να οδηγήσω και σταμάτησα να ζωγραφίζω. Ένιωθα ότι η επιληψία μού είχε πάρει όσα αγαπούσα περισσότερο στον εαυτό μου.</p>
<h2>Μικρά βήματα</h2>
<p>Με τον νευρολόγο μου χρειαστήκαμε χρόνο για να βρούμε την κατάλληλη θεραπεία. Στο μεταξύ, μια φίλη με πήγε σχεδόν με το ζόρι σε μια ομάδα υποστήριξης. Το να κάθομαι σε ένα δωμάτιο με ανθρώπους που καταλάβαιναν ακριβώς τι έλεγα ήταν τεράστια ανακούφιση. Μια κυρία εκεί μού είπε: «Είσαι ακόμη ο εαυτός σου. Απλώς έχεις κάτι παραπάνω να προσέχεις». Δεν το ξέχασα ποτέ.</p>
<p>Άρχισα ξανά να ζωγραφίζω στο σπίτι, μικρά έργα στην αρχή. Η ζωγραφική έγινε ο τρόπος μου να διαχειρίζομαι τον φόβο. Όταν ένιωσα έτοιμη, επέστρεψα στο σχολείο, με ένα σχέδιο φροντίδας που γνώριζαν οι συνάδελφοί μου και με μια διευθύντρια που με στήριξε.</p>
<h2>Πού βρίσκομαι σήμερα</h2>
<p>Οι κρίσεις μου είναι πλέον καλά ελεγχόμενες, αν και εξακολουθώ να προσέχω τον ύπνο μου και δεν παραλείπω ποτέ τα φάρμακά μου. Πέρσι έκανα μια μικρή έκθεση στην Πάφο και μέρος των εσόδων διατέθηκε για τη στήριξη ατόμων με επιληψία. Αν μόλις έχετε διαγνωστεί, δώστε στον εαυτό σας χρόνο. Η ζωή δεν σταματά εδώ.</p>`,
    author: 'Eleni, Paphos',
    authorEl: 'Ελένη, Πάφος',
    category: 'inspiration',
    featured: true,
    tags: ['inspiration', 'journey', 'hope'],
    imageUrl: null,
    readTime: '5 min read',
  },
  {
    dayOffset: -25,
    title: 'From my first seizure to my first 10K',
    titleEl: 'Από την πρώτη μου κρίση στα πρώτα μου 10 χιλιόμετρα',
    excerpt:
      'Diagnosed at 16, Andreas worried that epilepsy would hold him back. Eleven years later, he has a degree, a job he loves and a 10 km race medal.',
    excerptEl:
      'Ο Αντρέας διαγνώστηκε με επιληψία στα 16 και φοβόταν ότι θα τον κρατούσε πίσω. Έντεκα χρόνια αργότερα, έχει πτυχίο, μια δουλειά που αγαπά και ένα μετάλλιο από αγώνα 10 χιλιομέτρων.',
    content: `<p>I had my first seizure at 16, during a school basketball match. I remember the ball coming towards me and then nothing until the ambulance. A few weeks later I was told I had epilepsy.</p>
<p>As a teenager, what scared me most was not the seizures themselves but what people would think. I stopped playing sport, I avoided parties and I told almost no one. I thought epilepsy had decided my future for me.</p>
<h2>Turning it around</h2>
<p>Things changed when I started being open about it. I told my closest friends what to do if I had a seizure, and they were brilliant. My neurologist and I found a treatment that works for me, and I learnt how much sleep matters: no more all-nighters before exams. I finished my degree in computer science and now work as a software developer.</p>
<p>Two years ago, a colleague invited me to join a running group. I talked to my neurologist first, and we agreed on some sensible precautions: I always run with others, carry a card with my emergency contact and avoid running in extreme heat. Last spring I crossed the finish line of my first 10 km race. My parents were waiting there, and my mum cried more than I did.</p>
<h2>My advice</h2>
<p>Don’t let epilepsy make your decisions for you. Talk to your doctor, plan for safety, and then go after the things you want. It may take a little more planning, but it is worth it.</p>`,
    contentEl: `<p>Έπαθα την πρώτη μου κρίση στα 16, σε έναν σχολικό αγώνα μπάσκετ. Θυμάμαι την μπάλα να έρχεται προς το μέρος μου και μετά τίποτα, μέχρι το ασθενοφόρο. Λίγες εβδομάδες αργότερα, μου είπαν ότι έχω επιληψία.</p>
<p>Όταν ήμουν έφηβος, αυτό που με φόβιζε περισσότερο δεν ήταν οι ίδιες οι κρίσεις, αλλά το τι θα σκεφτόταν ο κόσμος. Σταμάτησα τον αθλητισμό, απέφευγα τα πάρτι και δεν το είπα σχεδόν σε κανέναν. Πίστευα ότι η επιληψία είχε ήδη αποφασίσει για το μέλλον μου.</p>
<h2>Η αλλαγή</h2>
<p>Τα πράγματα άλλαξαν όταν άρχισα να μιλάω ανοιχτά γι’ αυτό. Εξήγησα στους πιο κοντινούς μου φίλους τι να κάνουν αν πάθω κρίση, και ήταν υπέροχοι. Με τον νευρολόγο μου βρήκαμε μια θεραπεία που μου ταιριάζει και έμαθα πόσο σημαντικός είναι ο ύπνος: τέλος τα ξενύχτια πριν από τις εξετάσεις. Τελείωσα τις σπουδές μου στην Πληροφορική και σήμερα εργάζομαι ως προγραμματιστής λογισμικού.</p>
<p>Πριν από δύο χρόνια, ένας συνάδελφος με κάλεσε σε μια ομάδα τρεξίματος. Μίλησα πρώτα με τον νευρολόγο μου και συμφωνήσαμε σε κάποιες λογικές προφυλάξεις: τρέχω πάντα με παρέα, έχω μαζί μου μια κάρτα με τα στοιχεία επικοινωνίας για περίπτωση ανάγκης και αποφεύγω να τρέχω στη μεγάλη ζέστη. Την περασμένη άνοιξη πέρασα τη γραμμή τερματισμού στον πρώτο μου αγώνα 10 χιλιομέτρων. Οι γονείς μου με περίμεναν εκεί και η μαμά μου έκλαψε περισσότερο από μένα.</p>
<h2>Η συμβουλή μου</h2>
<p>Μην αφήνετε την επιληψία να αποφασίζει για εσάς. Μιλήστε με τον γιατρό σας, φροντίστε την ασφάλειά σας και μετά κυνηγήστε αυτά που θέλετε. Ίσως χρειαστεί λίγος περισσότερος προγραμματισμός, αλλά αξίζει τον κόπο.</p>`,
    author: 'Andreas, Limassol',
    authorEl: 'Αντρέας, Λεμεσός',
    category: 'achievement',
    featured: true,
    tags: ['achievement', 'overcoming', 'youth'],
    imageUrl: null,
    readTime: '4 min read',
  },
  {
    dayOffset: -50,
    title: 'The seizures we did not see',
    titleEl: 'Οι κρίσεις που δεν βλέπαμε',
    excerpt:
      'For months, Maria thought her son was simply daydreaming. She shares how a teacher’s observation, a diagnosis and a parents’ group changed their lives.',
    excerptEl:
      'Για μήνες, η Μαρία πίστευε ότι ο γιος της ήταν απλώς αφηρημένος. Μας λέει πώς η παρατήρηση μιας δασκάλας, η διάγνωση και μια ομάδα γονέων άλλαξαν τη ζωή τους.',
    content: `<p>Christos was six when his teacher asked to see us. She had noticed that several times a day he would stop in the middle of a sentence, stare for a few seconds and then carry on as if nothing had happened. We had seen it at home too, but we thought he was just daydreaming.</p>
<p>The teacher’s instinct was right. After an EEG, the neurologist explained that Christos was having <strong>absence seizures</strong>, a type of seizure that is common in children and easy to miss. I felt guilty for not noticing, and frightened about what it meant for his future.</p>
<h2>Finding our people</h2>
<p>A nurse at the hospital gave me the Foundation’s number. At my first parents’ coffee morning I barely spoke. By the third, I was the one handing out tissues and tips. Other parents told me about care plans, about how to talk to the school, and about how normal it is to feel overwhelmed.</p>
<p>The group also helped my husband, who found it hard to talk about his worries. Meeting other fathers made a real difference to him.</p>
<h2>Today</h2>
<p>Christos is now seven. His treatment is working well, his teacher knows exactly what to do, and he is doing well at school. What I want other parents to know is this: you do not have to carry this alone. Ask for help, and accept it when it is offered.</p>`,
    contentEl: `<p>Ο Χρίστος ήταν έξι χρονών όταν η δασκάλα του ζήτησε να μας δει. Είχε παρατηρήσει ότι αρκετές φορές την ημέρα σταματούσε στη μέση μιας πρότασης, κοίταζε για λίγα δευτερόλεπτα στο κενό και μετά συνέχιζε σαν να μην είχε συμβεί τίποτα. Το είχαμε δει κι εμείς στο σπίτι, αλλά νομίζαμε ότι απλώς ονειροπολούσε.</p>
<p>Το ένστικτο της δασκάλας ήταν σωστό. Μετά από ένα ηλεκτροεγκεφαλογράφημα, ο νευρολόγος μάς εξήγησε ότι ο Χρίστος είχε <strong>κρίσεις αφαίρεσης</strong>, έναν τύπο κρίσεων που είναι συχνός στα παιδιά και περνά εύκολα απαρατήρητος. Ένιωσα ενοχές που δεν το είχα καταλάβει και φόβο για το τι σήμαινε αυτό για το μέλλον του.</p>
<h2>Βρίσκοντας τους ανθρώπους μας</h2>
<p>Μια νοσηλεύτρια στο νοσοκομείο μού έδωσε το τηλέφωνο του Ιδρύματος. Στον πρώτο πρωινό καφέ των γονέων μόλις που μίλησα. Στον τρίτο, ήμουν εγώ αυτή που μοίραζε χαρτομάντιλα και συμβουλές. Άλλοι γονείς μού μίλησαν για τα σχέδια φροντίδας, για το πώς να συζητήσω με το σχολείο και για το πόσο φυσιολογικό είναι να νιώθεις ότι τα πράγματα σε ξεπερνούν.</p>
<p>Η ομάδα βοήθησε και τον άντρα μου, που δυσκολευόταν να μιλήσει για τις ανησυχίες του. Η γνωριμία με άλλους πατέρες έκανε γι’ αυτόν πραγματική διαφορά.</p>
<h2>Σήμερα</h2>
<p>Ο Χρίστος είναι πλέον επτά χρονών. Η θεραπεία του αποδίδει, η δασκάλα του ξέρει ακριβώς τι να κάνει και τα πηγαίνει καλά στο σχολείο. Αυτό που θέλω να ξέρουν οι άλλοι γονείς είναι ότι δεν χρειάζεται να τα σηκώνετε όλα μόνοι σας. Ζητήστε βοήθεια και δεχτείτε την όταν σας την προσφέρουν.</p>`,
    author: 'Maria, Nicosia',
    authorEl: 'Μαρία, Λευκωσία',
    category: 'support',
    featured: false,
    tags: ['support', 'family', 'hope'],
    imageUrl: null,
    readTime: '4 min read',
  },
  {
    dayOffset: -100,
    title: 'Why I told my class about my epilepsy',
    titleEl: 'Γιατί μίλησα στην τάξη μου για την επιληψία μου',
    excerpt:
      'After a seizure in the school yard, 16-year-old Georgia decided that silence was worse than the questions. So she gave a presentation to her class.',
    excerptEl:
      'Μετά από μια κρίση στην αυλή του σχολείου, η 16χρονη Γεωργία αποφάσισε ότι η σιωπή ήταν χειρότερη από τις ερωτήσεις. Έτσι, έκανε μια παρουσίαση στην τάξη της.',
    content: `<p>I have had epilepsy since I was twelve, but for years hardly anyone at school knew. Then last year I had a tonic-clonic seizure in the school yard, in front of half the school.</p>
<p>When I came back, people were kind, but also awkward. Some had filmed it on their phones. Others asked if it was contagious, or if I had “swallowed my tongue”. I realised that they were not being cruel; they simply did not know.</p>
<h2>Taking the microphone</h2>
<p>With the help of the school nurse and my form teacher, I prepared a short presentation for my class. I explained what epilepsy is, that about 1 in 100 people have it, and what my seizures look like. Then I showed them what to do: stay calm, time the seizure, move things away, put something soft under my head, turn me on my side when the jerking stops, and <strong>never put anything in my mouth</strong>. And please, don’t film me!</p>
<p>I was shaking at the start, but by the end everyone was asking questions. Two classmates told me afterwards that they have relatives with epilepsy and had never talked about it.</p>
<h2>Why it matters</h2>
<p>Now my friends know what to do, and I feel safer. I am not defined by my epilepsy, but I am not ashamed of it either. If you are thinking about telling people, start with one person you trust. You might be surprised by how much they want to help.</p>`,
    contentEl: `<p>Έχω επιληψία από τα δώδεκα, αλλά για χρόνια σχεδόν κανείς στο σχολείο δεν το ήξερε. Πέρσι όμως έπαθα μια τονικοκλονική κρίση στην αυλή, μπροστά στο μισό σχολείο.</p>
<p>Όταν επέστρεψα, όλοι ήταν ευγενικοί, αλλά και αμήχανοι. Κάποιοι είχαν τραβήξει βίντεο με τα κινητά τους. Άλλοι ρωτούσαν αν είναι κολλητικό ή αν είχα «καταπιεί τη γλώσσα μου». Κατάλαβα ότι δεν το έκαναν από κακία· απλώς δεν ήξεραν.</p>
<h2>Παίρνοντας τον λόγο</h2>
<p>Με τη βοήθεια της σχολικής νοσηλεύτριας και του υπεύθυνου καθηγητή του τμήματός μου, ετοίμασα μια σύντομη παρουσίαση για την τάξη μου. Εξήγησα τι είναι η επιληψία, ότι περίπου 1 στους 100 ανθρώπους την έχει και πώς είναι οι δικές μου κρίσεις. Μετά τους έδειξα τι πρέπει να κάνουν: να μείνουν ψύχραιμοι, να χρονομετρήσουν την κρίση, να απομακρύνουν τα αντικείμενα γύρω μου, να βάλουν κάτι μαλακό κάτω από το κεφάλι μου, να με γυρίσουν στο πλάι όταν σταματήσουν οι σπασμοί και <strong>να μη βάλουν ποτέ τίποτα στο στόμα μου</strong>. Και σας παρακαλώ, μη με βιντεοσκοπείτε!</p>
<p>Στην αρχή έτρεμα, αλλά στο τέλος όλοι έκαναν ερωτήσεις. Δύο συμμαθητές μού είπαν αργότερα ότι έχουν συγγενείς με επιληψία και δεν είχαν μιλήσει ποτέ γι’ αυτό.</p>
<h2>Γιατί έχει σημασία</h2>
<p>Τώρα οι φίλοι μου ξέρουν τι να κάνουν και νιώθω πιο ασφαλής. Η επιληψία δεν με καθορίζει, αλλά ούτε και ντρέπομαι γι’ αυτήν. Αν σκέφτεστε να το πείτε σε άλλους, ξεκινήστε από έναν άνθρωπο που εμπιστεύεστε. Ίσως εκπλαγείτε από το πόσο θέλουν να βοηθήσουν.</p>`,
    author: 'Georgia, Larnaca',
    authorEl: 'Γεωργία, Λάρνακα',
    category: 'awareness',
    featured: false,
    tags: ['awareness', 'youth', 'challenge'],
    imageUrl: null,
    readTime: '3 min read',
  },
]

// ---------------------------------------------------------------------------------------------
// Wiki categories (page 1 = Understanding Epilepsy, page 2 = Living with Epilepsy)
// ---------------------------------------------------------------------------------------------

export const demoWikiCategories: DemoWikiCategory[] = [
  {
    name: 'What is Epilepsy?',
    nameEl: 'Τι είναι η επιληψία;',
    slug: 'what-is-epilepsy',
    description: 'The basics: what epilepsy is, how common it is and what can cause it.',
    descriptionEl:
      'Τα βασικά: τι είναι η επιληψία, πόσο συχνή είναι και ποια μπορεί να είναι τα αίτιά της.',
    orderIndex: 0,
    page: 1,
  },
  {
    name: 'Types of Seizures',
    nameEl: 'Τύποι κρίσεων',
    slug: 'types-of-seizures',
    description: 'How seizures are grouped and what different seizures can look like.',
    descriptionEl: 'Πώς ταξινομούνται οι κρίσεις και πώς μπορεί να εκδηλώνονται.',
    orderIndex: 1,
    page: 1,
  },
  {
    name: 'Diagnosis',
    nameEl: 'Διάγνωση',
    slug: 'diagnosis',
    description: 'What to expect from appointments and tests when epilepsy is suspected.',
    descriptionEl:
      'Τι να περιμένετε από τα ραντεβού και τις εξετάσεις όταν υπάρχει υποψία επιληψίας.',
    orderIndex: 2,
    page: 1,
  },
  {
    name: 'Treatment Options',
    nameEl: 'Θεραπευτικές επιλογές',
    slug: 'treatment-options',
    description: 'Medicines and other treatments that help to control seizures.',
    descriptionEl: 'Φάρμακα και άλλες θεραπείες που βοηθούν στον έλεγχο των κρίσεων.',
    orderIndex: 3,
    page: 1,
  },
  {
    name: 'Seizure First Aid',
    nameEl: 'Πρώτες βοήθειες σε κρίση',
    slug: 'seizure-first-aid',
    description: 'What to do, and what not to do, when someone has a seizure.',
    descriptionEl: 'Τι πρέπει και τι δεν πρέπει να κάνετε όταν κάποιος παθαίνει κρίση.',
    orderIndex: 0,
    page: 2,
  },
  {
    name: 'Daily Life and Safety',
    nameEl: 'Καθημερινή ζωή και ασφάλεια',
    slug: 'daily-life-and-safety',
    description:
      'Practical ways to stay safe at home and outdoors, and to manage seizure triggers.',
    descriptionEl:
      'Πρακτικοί τρόποι για να μένετε ασφαλείς στο σπίτι και έξω, καθώς και για τη διαχείριση των εκλυτικών παραγόντων των κρίσεων.',
    orderIndex: 1,
    page: 2,
  },
  {
    name: 'School and Work',
    nameEl: 'Σχολείο και εργασία',
    slug: 'school-and-work',
    description: 'Supporting pupils, students and employees who live with epilepsy.',
    descriptionEl: 'Στήριξη μαθητών, φοιτητών και εργαζομένων που ζουν με επιληψία.',
    orderIndex: 2,
    page: 2,
  },
  {
    name: 'Emotional Wellbeing',
    nameEl: 'Συναισθηματική ευεξία',
    slug: 'emotional-wellbeing',
    description: 'Looking after your mental health and relationships when living with epilepsy.',
    descriptionEl: 'Φροντίδα της ψυχικής υγείας και των σχέσεων όταν ζείτε με επιληψία.',
    orderIndex: 3,
    page: 2,
  },
]

// ---------------------------------------------------------------------------------------------
// Wiki articles (general educational information, not medical advice). readTime 0 means the
// site works it out from the word count.
// ---------------------------------------------------------------------------------------------

export const demoWikiArticles: DemoWikiArticle[] = [
  // --- Understanding Epilepsy › What is Epilepsy? -------------------------------------------
  {
    categorySlug: 'what-is-epilepsy',
    title: 'What is epilepsy?',
    titleEl: 'Τι είναι η επιληψία;',
    slug: 'epilepsy-explained',
    excerpt:
      'A clear introduction to epilepsy: what a seizure is, how common epilepsy is and when doctors make the diagnosis.',
    excerptEl:
      'Μια απλή εισαγωγή στην επιληψία: τι είναι η κρίση, πόσο συχνή είναι η επιληψία και πότε οι γιατροί θέτουν τη διάγνωση.',
    content: `<p><strong>Epilepsy</strong> is a common neurological condition that affects the brain. People with epilepsy have a tendency to have repeated seizures. A seizure is a sudden, brief disturbance of the electrical activity in the brain that temporarily changes how the brain works.</p>
<h2>How common is epilepsy?</h2>
<p>About 1 in 100 people have epilepsy. It can begin at any age, although it is diagnosed most often in young children and in older people. It affects people of every background, and more than 50,000 people in Cyprus live with epilepsy.</p>
<h2>What does a seizure look like?</h2>
<p>Seizures can look very different from one person to another. Depending on which part of the brain is involved, a person may:</p>
<ul><li>stiffen, fall and have jerking movements of the arms and legs;</li><li>stare blankly for a few seconds and not respond;</li><li>have unusual sensations, such as a strange taste or smell, or a feeling of déjà vu;</li><li>make repeated movements, such as lip-smacking or fiddling with their clothes;</li><li>suddenly lose muscle tone and drop to the ground.</li></ul>
<h2>When is it called epilepsy?</h2>
<p>Having one seizure does not necessarily mean that a person has epilepsy. Doctors usually diagnose epilepsy after two or more seizures that were not caused by something obvious, such as a high fever or very low blood sugar, or after one seizure when tests show a high chance of more.</p>
<p><em>Epilepsy is not a mental illness and it is not contagious.</em> With the right treatment, up to 70% of people with epilepsy can become seizure-free.</p>`,
    contentEl: `<p>Η <strong>επιληψία</strong> είναι μια συχνή νευρολογική πάθηση που αφορά τον εγκέφαλο. Τα άτομα με επιληψία έχουν τάση να παρουσιάζουν επαναλαμβανόμενες κρίσεις. Η επιληπτική κρίση είναι μια ξαφνική, σύντομη διαταραχή της ηλεκτρικής δραστηριότητας του εγκεφάλου, η οποία αλλάζει προσωρινά τον τρόπο λειτουργίας του.</p>
<h2>Πόσο συχνή είναι η επιληψία;</h2>
<p>Περίπου 1 στους 100 ανθρώπους έχει επιληψία. Μπορεί να εμφανιστεί σε οποιαδήποτε ηλικία, αν και διαγιγνώσκεται συχνότερα σε μικρά παιδιά και σε ηλικιωμένους. Αφορά ανθρώπους κάθε προέλευσης, και στην Κύπρο ζουν με επιληψία περισσότεροι από 50.000 άνθρωποι.</p>
<h2>Πώς μοιάζει μια κρίση;</h2>
<p>Οι κρίσεις μπορεί να διαφέρουν πολύ από άνθρωπο σε άνθρωπο. Ανάλογα με το σημείο του εγκεφάλου που επηρεάζεται, το άτομο μπορεί:</p>
<ul><li>να σφιχτεί, να πέσει και να κάνει σπασμωδικές κινήσεις με τα χέρια και τα πόδια·</li><li>να κοιτάζει με κενό βλέμμα για λίγα δευτερόλεπτα χωρίς να ανταποκρίνεται·</li><li>να νιώσει ασυνήθιστες αισθήσεις, όπως παράξενη γεύση ή μυρωδιά ή την αίσθηση ότι έχει ξαναζήσει την ίδια στιγμή (déjà vu)·</li><li>να κάνει επαναλαμβανόμενες κινήσεις, όπως να πλαταγίζει τα χείλη ή να πειράζει τα ρούχα του·</li><li>να χάσει ξαφνικά τον μυϊκό τόνο και να πέσει στο έδαφος.</li></ul>
<h2>Πότε μιλάμε για επιληψία;</h2>
<p>Μία μόνο κρίση δεν σημαίνει απαραίτητα ότι κάποιος έχει επιληψία. Οι γιατροί συνήθως θέτουν τη διάγνωση μετά από δύο ή περισσότερες κρίσεις που δεν οφείλονταν σε κάποια προφανή αιτία, όπως υψηλό πυρετό ή πολύ χαμηλό σάκχαρο, ή μετά από μία κρίση, όταν οι εξετάσεις δείχνουν μεγάλη πιθανότητα να ακολουθήσουν κι άλλες.</p>
<p><em>Η επιληψία δεν είναι ψυχική ασθένεια και δεν είναι μεταδοτική.</em> Με την κατάλληλη θεραπεία, έως και το 70% των ατόμων με επιληψία μπορούν να απαλλαγούν από τις κρίσεις.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 4,
    tags: ['epilepsy', 'seizures', 'symptoms'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'What is epilepsy? Learn what seizures are, how common epilepsy is and how it is diagnosed.',
    metaDescriptionEl:
      'Τι είναι η επιληψία; Μάθετε τι είναι οι κρίσεις, πόσο συχνή είναι η επιληψία και πώς γίνεται η διάγνωση.',
  },
  {
    categorySlug: 'what-is-epilepsy',
    title: 'What causes epilepsy?',
    titleEl: 'Ποιες είναι οι αιτίες της επιληψίας;',
    slug: 'causes-of-epilepsy',
    excerpt:
      'Epilepsy has many possible causes, from genes to brain injury, and often no cause is found. Learn how causes differ from triggers.',
    excerptEl:
      'Η επιληψία έχει πολλές πιθανές αιτίες, από τα γονίδια μέχρι τις κακώσεις του εγκεφάλου, ενώ συχνά δεν βρίσκεται καμία αιτία. Μάθετε σε τι διαφέρουν οι αιτίες από τους εκλυτικούς παράγοντες.',
    content: `<p>Epilepsy can have many different causes, and in many people no single clear cause is found. Doctors sometimes group the possible causes as follows:</p>
<ul><li><strong>Genetic:</strong> some types of epilepsy are linked to changes in genes. This does not always mean that epilepsy is inherited from a parent.</li><li><strong>Structural:</strong> changes in the structure of the brain, for example after a stroke, a serious head injury or a brain tumour, or differences in how the brain developed before birth.</li><li><strong>Infections:</strong> infections of the brain, such as meningitis or encephalitis.</li><li><strong>Immune and metabolic:</strong> rarer conditions in which the immune system or the body’s chemistry affects the brain.</li><li><strong>Unknown:</strong> when tests do not show a cause. This is common, and treatment can still work very well.</li></ul>
<h2>Causes and triggers are different</h2>
<p>A <em>cause</em> explains why a person has epilepsy. A <em>trigger</em> is something that makes a seizure more likely on a particular day in someone who already has epilepsy, such as a missed dose of medicine, lack of sleep, stress, alcohol or illness.</p>
<h2>Can epilepsy be prevented?</h2>
<p>Not all epilepsy can be prevented, but some causes can be reduced: wearing a helmet when cycling, using seat belts and child car seats, good care during pregnancy and birth, vaccinations that prevent brain infections, and looking after heart and blood vessel health to lower the risk of stroke.</p>
<p>If you have questions about the cause of your own epilepsy, ask your neurologist which tests have been done and what they showed.</p>`,
    contentEl: `<p>Η επιληψία μπορεί να έχει πολλές διαφορετικές αιτίες, ενώ σε αρκετούς ανθρώπους δεν εντοπίζεται μία σαφής αιτία. Οι γιατροί ομαδοποιούν συχνά τις πιθανές αιτίες ως εξής:</p>
<ul><li><strong>Γενετικές:</strong> ορισμένοι τύποι επιληψίας συνδέονται με αλλαγές σε γονίδια. Αυτό δεν σημαίνει πάντα ότι η επιληψία κληρονομείται από κάποιον γονιό.</li><li><strong>Δομικές:</strong> αλλαγές στη δομή του εγκεφάλου, για παράδειγμα μετά από εγκεφαλικό επεισόδιο, σοβαρή κάκωση του κεφαλιού ή όγκο του εγκεφάλου, ή διαφορές στον τρόπο με τον οποίο αναπτύχθηκε ο εγκέφαλος πριν από τη γέννηση.</li><li><strong>Λοιμώξεις:</strong> λοιμώξεις του εγκεφάλου, όπως η μηνιγγίτιδα ή η εγκεφαλίτιδα.</li><li><strong>Ανοσολογικές και μεταβολικές:</strong> σπανιότερες καταστάσεις στις οποίες το ανοσοποιητικό σύστημα ή η χημεία του οργανισμού επηρεάζουν τον εγκέφαλο.</li><li><strong>Άγνωστη αιτία:</strong> όταν οι εξετάσεις δεν δείχνουν κάποια αιτία. Αυτό είναι συχνό, και η θεραπεία μπορεί παρ’ όλα αυτά να είναι πολύ αποτελεσματική.</li></ul>
<h2>Αιτίες και εκλυτικοί παράγοντες δεν είναι το ίδιο</h2>
<p>Η <em>αιτία</em> εξηγεί γιατί κάποιος έχει επιληψία. Ο <em>εκλυτικός παράγοντας</em> είναι κάτι που κάνει μια κρίση πιο πιθανή μια συγκεκριμένη μέρα σε κάποιον που ήδη έχει επιληψία, όπως μια δόση φαρμάκου που ξεχάστηκε, η έλλειψη ύπνου, το άγχος, το αλκοόλ ή μια ασθένεια.</p>
<h2>Μπορεί να προληφθεί η επιληψία;</h2>
<p>Δεν μπορεί να προληφθεί κάθε μορφή επιληψίας, αλλά ορισμένες αιτίες μπορούν να περιοριστούν: κράνος στο ποδήλατο, ζώνη ασφαλείας και παιδικά καθίσματα στο αυτοκίνητο, καλή φροντίδα κατά την εγκυμοσύνη και τον τοκετό, εμβόλια που προλαμβάνουν λοιμώξεις του εγκεφάλου και φροντίδα της καρδιάς και των αγγείων για μείωση του κινδύνου εγκεφαλικού.</p>
<p>Αν έχετε ερωτήσεις για την αιτία της δικής σας επιληψίας, ρωτήστε τον νευρολόγο σας ποιες εξετάσεις έχουν γίνει και τι έδειξαν.</p>`,
    status: 'published',
    orderIndex: 1,
    readTime: 0,
    tags: ['epilepsy', 'seizures', 'triggers'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'The possible causes of epilepsy, the difference between causes and triggers, and how some epilepsy can be prevented.',
    metaDescriptionEl:
      'Οι πιθανές αιτίες της επιληψίας, η διαφορά ανάμεσα σε αιτίες και εκλυτικούς παράγοντες και πώς μπορούν να προληφθούν ορισμένες μορφές της.',
  },
  {
    categorySlug: 'what-is-epilepsy',
    title: 'Myths and facts about epilepsy',
    titleEl: 'Μύθοι και αλήθειες για την επιληψία',
    slug: 'myths-and-facts',
    excerpt:
      'Can you swallow your tongue during a seizure? Is epilepsy a mental illness? We answer some of the most common misconceptions.',
    excerptEl:
      'Μπορεί κάποιος να καταπιεί τη γλώσσα του κατά τη διάρκεια μιας κρίσης; Είναι η επιληψία ψυχική ασθένεια; Απαντάμε σε μερικές από τις πιο συχνές παρανοήσεις.',
    content: `<p>Misunderstandings about epilepsy are still common, and they can hurt more than the seizures themselves. Here are some of the myths we hear most often.</p>
<h2>Myth: you should put something in a person’s mouth during a seizure</h2>
<p><strong>Fact:</strong> never put anything in someone’s mouth during a seizure. Nobody can swallow their tongue. An object in the mouth can break teeth, injure the jaw or block breathing.</p>
<h2>Myth: epilepsy is a mental illness</h2>
<p><strong>Fact:</strong> epilepsy is a neurological condition of the brain. It is not a mental illness and it says nothing about a person’s intelligence. It is also not contagious.</p>
<h2>Myth: every seizure involves falling and jerking</h2>
<p><strong>Fact:</strong> many seizures are quiet. A person may stare for a few seconds, seem confused or make small repeated movements. These seizures are easy to miss.</p>
<h2>Myth: people with epilepsy cannot work, study or have a family</h2>
<p><strong>Fact:</strong> most people with epilepsy live full, active lives. Up to 70% can become seizure-free with the right treatment. Some activities may need extra safety planning, which is best discussed with your neurologist.</p>`,
    contentEl: `<p>Οι παρανοήσεις για την επιληψία είναι ακόμη συχνές και μπορεί να πληγώνουν περισσότερο κι από τις ίδιες τις κρίσεις. Ακολουθούν μερικοί από τους μύθους που ακούμε πιο συχνά.</p>
<h2>Μύθος: κατά τη διάρκεια μιας κρίσης πρέπει να βάλουμε κάτι στο στόμα του ατόμου</h2>
<p><strong>Αλήθεια:</strong> μη βάζετε ποτέ τίποτα στο στόμα κάποιου που έχει κρίση. Κανείς δεν μπορεί να καταπιεί τη γλώσσα του. Ένα αντικείμενο στο στόμα μπορεί να σπάσει δόντια, να τραυματίσει το σαγόνι ή να εμποδίσει την αναπνοή.</p>
<h2>Μύθος: η επιληψία είναι ψυχική ασθένεια</h2>
<p><strong>Αλήθεια:</strong> η επιληψία είναι νευρολογική πάθηση του εγκεφάλου. Δεν είναι ψυχική ασθένεια και δεν λέει τίποτα για τη νοημοσύνη ενός ανθρώπου. Ούτε είναι μεταδοτική.</p>
<h2>Μύθος: κάθε κρίση συνοδεύεται από πτώση και σπασμούς</h2>
<p><strong>Αλήθεια:</strong> πολλές κρίσεις είναι «αθόρυβες». Το άτομο μπορεί να κοιτάζει στο κενό για λίγα δευτερόλεπτα, να φαίνεται μπερδεμένο ή να κάνει μικρές επαναλαμβανόμενες κινήσεις. Αυτές οι κρίσεις περνούν εύκολα απαρατήρητες.</p>
<h2>Μύθος: τα άτομα με επιληψία δεν μπορούν να εργαστούν, να σπουδάσουν ή να κάνουν οικογένεια</h2>
<p><strong>Αλήθεια:</strong> τα περισσότερα άτομα με επιληψία ζουν μια γεμάτη και δραστήρια ζωή. Έως και το 70% μπορούν να απαλλαγούν από τις κρίσεις με την κατάλληλη θεραπεία. Ορισμένες δραστηριότητες μπορεί να χρειάζονται πρόσθετα μέτρα ασφαλείας, τα οποία καλό είναι να συζητήσετε με τον νευρολόγο σας.</p>`,
    status: 'published',
    orderIndex: 2,
    readTime: 3,
    tags: ['epilepsy', 'seizures', 'safety'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Common myths about epilepsy and seizures, and the facts behind them: from swallowing the tongue to work and family life.',
    metaDescriptionEl:
      'Συχνοί μύθοι για την επιληψία και τις κρίσεις και οι αλήθειες πίσω από αυτούς: από την «κατάποση της γλώσσας» μέχρι την εργασία και την οικογένεια.',
  },

  // --- Understanding Epilepsy › Types of Seizures -------------------------------------------
  {
    categorySlug: 'types-of-seizures',
    title: 'Focal and generalised seizures',
    titleEl: 'Εστιακές και γενικευμένες κρίσεις',
    slug: 'focal-and-generalised-seizures',
    excerpt:
      'Seizures are described by where they start in the brain and what happens during them. An overview of the main seizure types.',
    excerptEl:
      'Οι κρίσεις περιγράφονται ανάλογα με το σημείο του εγκεφάλου όπου ξεκινούν και με το τι συμβαίνει κατά τη διάρκειά τους. Μια επισκόπηση των κύριων τύπων κρίσεων.',
    content: `<p>Doctors describe seizures by where they start in the brain and by what happens during them. Knowing the type of seizure helps the neurologist choose the right treatment.</p>
<h2>Focal seizures</h2>
<p>Focal seizures start in one area of the brain. In a <strong>focal aware seizure</strong> the person stays aware of what is happening; they may feel a sudden emotion, a strange taste or smell, tingling, or jerking in one part of the body. In a <strong>focal impaired awareness seizure</strong> the person’s awareness is affected: they may look dazed, wander, pluck at their clothes or not respond, and they usually do not remember it afterwards.</p>
<p>A focal seizure can spread to both sides of the brain and become a tonic-clonic seizure.</p>
<h2>Generalised seizures</h2>
<p>Generalised seizures involve both sides of the brain from the start. The most common types are:</p>
<ul><li><strong>Tonic-clonic:</strong> the body stiffens, the person falls and then the arms and legs jerk. Breathing may sound noisy. Afterwards the person is often confused and tired.</li><li><strong>Absence:</strong> a brief blank stare lasting a few seconds, more common in children. It can happen many times a day and is often mistaken for daydreaming.</li><li><strong>Myoclonic:</strong> sudden, brief jerks of the arms or legs, often soon after waking up.</li><li><strong>Atonic:</strong> a sudden loss of muscle tone, so that the person drops to the ground.</li></ul>
<h2>Why the description matters</h2>
<p>People rarely remember their own seizures, so an eyewitness account is very valuable. If it is safe, and ideally agreed with the person beforehand, a short video on a phone can help the doctor understand exactly what happens.</p>`,
    contentEl: `<p>Οι γιατροί περιγράφουν τις κρίσεις ανάλογα με το σημείο του εγκεφάλου όπου ξεκινούν και με το τι συμβαίνει κατά τη διάρκειά τους. Η γνώση του τύπου της κρίσης βοηθά τον νευρολόγο να επιλέξει την κατάλληλη θεραπεία.</p>
<h2>Εστιακές κρίσεις</h2>
<p>Οι εστιακές κρίσεις ξεκινούν από μία περιοχή του εγκεφάλου. Στην <strong>εστιακή κρίση με διατήρηση της επίγνωσης</strong> το άτομο έχει επίγνωση του τι συμβαίνει· μπορεί να νιώσει ένα ξαφνικό συναίσθημα, παράξενη γεύση ή μυρωδιά, μυρμήγκιασμα ή τινάγματα σε ένα μέρος του σώματος. Στην <strong>εστιακή κρίση με διαταραχή της επίγνωσης</strong> η επίγνωση επηρεάζεται: το άτομο μπορεί να φαίνεται σαστισμένο, να περιφέρεται άσκοπα, να πειράζει τα ρούχα του ή να μην ανταποκρίνεται, και συνήθως δεν θυμάται τίποτα μετά.</p>
<p>Μια εστιακή κρίση μπορεί να επεκταθεί και στα δύο ημισφαίρια του εγκεφάλου και να εξελιχθεί σε τονικοκλονική κρίση.</p>
<h2>Γενικευμένες κρίσεις</h2>
<p>Οι γενικευμένες κρίσεις αφορούν και τα δύο ημισφαίρια του εγκεφάλου από την αρχή. Οι πιο συχνοί τύποι είναι:</p>
<ul><li><strong>Τονικοκλονικές:</strong> το σώμα γίνεται άκαμπτο, το άτομο πέφτει και έπειτα τα χέρια και τα πόδια τινάζονται ρυθμικά. Η αναπνοή μπορεί να ακούγεται θορυβώδης. Μετά την κρίση το άτομο είναι συχνά μπερδεμένο και κουρασμένο.</li><li><strong>Αφαιρέσεις:</strong> ένα σύντομο, κενό βλέμμα που διαρκεί λίγα δευτερόλεπτα, συχνότερο στα παιδιά. Μπορεί να συμβαίνει πολλές φορές την ημέρα και συχνά εκλαμβάνεται ως αφηρημάδα.</li><li><strong>Μυοκλονικές:</strong> ξαφνικά, σύντομα τινάγματα των χεριών ή των ποδιών, συχνά λίγο μετά το ξύπνημα.</li><li><strong>Ατονικές:</strong> ξαφνική απώλεια του μυϊκού τόνου, με αποτέλεσμα το άτομο να πέφτει στο έδαφος.</li></ul>
<h2>Γιατί μετράει η περιγραφή</h2>
<p>Οι άνθρωποι σπάνια θυμούνται τις δικές τους κρίσεις, γι’ αυτό η περιγραφή ενός αυτόπτη μάρτυρα είναι πολύτιμη. Αν είναι ασφαλές, και ιδανικά αφού το έχετε συμφωνήσει από πριν με το άτομο, ένα σύντομο βίντεο με το κινητό μπορεί να βοηθήσει τον γιατρό να καταλάβει τι ακριβώς συμβαίνει.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 5,
    tags: ['seizures', 'symptoms', 'epilepsy'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Focal and generalised seizures explained: tonic-clonic, absence, myoclonic and atonic seizures and what they look like.',
    metaDescriptionEl:
      'Εστιακές και γενικευμένες κρίσεις: τονικοκλονικές κρίσεις, αφαιρέσεις, μυοκλονικές και ατονικές κρίσεις και πώς εκδηλώνονται.',
  },
  {
    categorySlug: 'types-of-seizures',
    title: 'Photosensitive epilepsy',
    titleEl: 'Φωτοευαίσθητη επιληψία',
    slug: 'photosensitive-epilepsy',
    excerpt:
      'For some people, flashing or flickering lights can trigger seizures. Find out who is affected, how it is tested and simple ways to reduce the risk.',
    excerptEl:
      'Σε ορισμένους ανθρώπους, τα φώτα που αναβοσβήνουν ή τρεμοπαίζουν μπορούν να προκαλέσουν κρίσεις. Μάθετε ποιους αφορά, πώς ελέγχεται και απλούς τρόπους για να μειώσετε τον κίνδυνο.',
    content: `<p>In <strong>photosensitive epilepsy</strong>, seizures can be triggered by flashing or flickering lights, or by certain high-contrast patterns such as stripes. It affects about 3% of people with epilepsy and is more common in children and teenagers.</p>
<h2>Common sources</h2>
<ul><li>Flashing lights in clubs, at concerts and in some video games</li><li>Fast-changing images on TV or computer screens</li><li>Sunlight flickering through trees or reflecting off water during a journey</li><li>Striped or checked patterns with strong contrast</li></ul>
<h2>How it is diagnosed</h2>
<p>Photosensitivity is usually tested during an EEG, when a light is flashed at different rates. Most people with epilepsy are <em>not</em> photosensitive, so there is no need to avoid screens or lights unless a doctor has confirmed it.</p>
<h2>Reducing the risk</h2>
<ul><li>Watch TV in a well-lit room and sit at a distance from the screen.</li><li>Take regular breaks from screens and avoid playing video games when you are tired.</li><li>Turn down screen brightness and, where available, use settings that reduce flashing effects.</li><li>If you are suddenly exposed to flashing lights, cover one eye with the palm of your hand and look away.</li></ul>`,
    contentEl: `<p>Στη <strong>φωτοευαίσθητη επιληψία</strong>, οι κρίσεις μπορεί να προκληθούν από φώτα που αναβοσβήνουν ή τρεμοπαίζουν ή από ορισμένα μοτίβα με έντονη αντίθεση, όπως οι ρίγες. Αφορά περίπου το 3% των ατόμων με επιληψία και είναι συχνότερη στα παιδιά και στους εφήβους.</p>
<h2>Συνηθισμένες πηγές</h2>
<ul><li>Φώτα που αναβοσβήνουν σε κλαμπ, σε συναυλίες και σε ορισμένα βιντεοπαιχνίδια</li><li>Εικόνες που αλλάζουν γρήγορα στην τηλεόραση ή στην οθόνη του υπολογιστή</li><li>Το φως του ήλιου που τρεμοπαίζει μέσα από τα δέντρα ή αντανακλάται στο νερό κατά τη διάρκεια μιας διαδρομής</li><li>Ριγέ ή καρό μοτίβα με έντονη αντίθεση</li></ul>
<h2>Πώς γίνεται η διάγνωση</h2>
<p>Η φωτοευαισθησία ελέγχεται συνήθως κατά τη διάρκεια του ηλεκτροεγκεφαλογραφήματος, με ένα φως που αναβοσβήνει σε διαφορετικές συχνότητες. Τα περισσότερα άτομα με επιληψία <em>δεν</em> είναι φωτοευαίσθητα, επομένως δεν χρειάζεται να αποφεύγουν τις οθόνες ή τα φώτα, εκτός αν το έχει επιβεβαιώσει γιατρός.</p>
<h2>Πώς μειώνεται ο κίνδυνος</h2>
<ul><li>Βλέπετε τηλεόραση σε καλά φωτισμένο δωμάτιο και καθίστε σε απόσταση από την οθόνη.</li><li>Κάνετε τακτικά διαλείμματα από τις οθόνες και αποφεύγετε τα βιντεοπαιχνίδια όταν είστε κουρασμένοι.</li><li>Χαμηλώστε τη φωτεινότητα της οθόνης και, όπου υπάρχουν, χρησιμοποιήστε ρυθμίσεις που περιορίζουν τα εφέ που αναβοσβήνουν.</li><li>Αν βρεθείτε ξαφνικά μπροστά σε φώτα που αναβοσβήνουν, καλύψτε το ένα μάτι με την παλάμη σας και στρέψτε το βλέμμα σας αλλού.</li></ul>`,
    status: 'published',
    orderIndex: 1,
    readTime: 0,
    tags: ['triggers', 'safety', 'seizures', 'lifestyle'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Photosensitive epilepsy: how flashing lights and patterns can trigger seizures, how it is tested and practical tips to reduce the risk.',
    metaDescriptionEl:
      'Φωτοευαίσθητη επιληψία: πώς τα φώτα που αναβοσβήνουν και τα έντονα μοτίβα μπορούν να προκαλέσουν κρίσεις, πώς ελέγχεται και πρακτικές συμβουλές.',
  },

  // --- Understanding Epilepsy › Diagnosis ---------------------------------------------------
  {
    categorySlug: 'diagnosis',
    title: 'How epilepsy is diagnosed',
    titleEl: 'Πώς γίνεται η διάγνωση της επιληψίας',
    slug: 'how-epilepsy-is-diagnosed',
    excerpt:
      'There is no single test for epilepsy. Find out what the neurologist will ask, which tests you may have and how a seizure diary helps.',
    excerptEl:
      'Δεν υπάρχει μία μόνο εξέταση για την επιληψία. Μάθετε τι θα σας ρωτήσει ο νευρολόγος, ποιες εξετάσεις μπορεί να κάνετε και πώς βοηθά ένα ημερολόγιο κρίσεων.',
    content: `<p>There is no single test for epilepsy. A diagnosis is made by a doctor, usually a neurologist, who puts together the description of what happened with the results of tests.</p>
<h2>Your story comes first</h2>
<p>The most important part of the diagnosis is a detailed account of the events: what you felt before, what others saw during and how you felt afterwards. If you can, bring someone who has seen one of your seizures to the appointment, or a written description or a phone video.</p>
<h2>Tests you may be offered</h2>
<ul><li><strong>EEG (electroencephalogram):</strong> records the electrical activity of the brain through small sensors placed on the scalp. It is painless. A normal EEG does not rule out epilepsy.</li><li><strong>MRI scan:</strong> gives detailed images of the brain and can show changes that may be causing seizures.</li><li><strong>Blood tests:</strong> check for other causes, such as low blood sugar or an imbalance of body salts.</li><li><strong>ECG (electrocardiogram):</strong> records the heart’s rhythm, because some faints caused by the heart can look like seizures.</li></ul>
<h2>Keeping a seizure diary</h2>
<p>Writing down the date, the time, what happened, how long it lasted and any possible triggers helps your doctor to see patterns and to judge how well treatment is working. Many people use a notebook or a phone app.</p>
<p>Waiting for a diagnosis can be stressful. If you have questions at any stage, write them down and ask your doctor, or contact the Foundation for support.</p>`,
    contentEl: `<p>Δεν υπάρχει μία και μοναδική εξέταση για την επιληψία. Τη διάγνωση τη θέτει ο γιατρός, συνήθως νευρολόγος, συνδυάζοντας την περιγραφή των όσων συνέβησαν με τα αποτελέσματα των εξετάσεων.</p>
<h2>Πρώτα απ’ όλα, η δική σας περιγραφή</h2>
<p>Το πιο σημαντικό μέρος της διάγνωσης είναι μια λεπτομερής περιγραφή των επεισοδίων: τι νιώσατε πριν, τι είδαν οι άλλοι κατά τη διάρκεια και πώς νιώσατε μετά. Αν μπορείτε, πάρτε μαζί σας στο ραντεβού κάποιον που έχει δει μια κρίση σας, μια γραπτή περιγραφή ή ένα βίντεο από το κινητό.</p>
<h2>Εξετάσεις που μπορεί να σας προταθούν</h2>
<ul><li><strong>Ηλεκτροεγκεφαλογράφημα (ΗΕΓ):</strong> καταγράφει την ηλεκτρική δραστηριότητα του εγκεφάλου μέσω μικρών ηλεκτροδίων που τοποθετούνται στο κεφάλι. Είναι ανώδυνο. Ένα φυσιολογικό ΗΕΓ δεν αποκλείει την επιληψία.</li><li><strong>Μαγνητική τομογραφία:</strong> δίνει λεπτομερείς εικόνες του εγκεφάλου και μπορεί να αναδείξει αλλαγές που ίσως προκαλούν τις κρίσεις.</li><li><strong>Εξετάσεις αίματος:</strong> ελέγχουν για άλλες αιτίες, όπως χαμηλό σάκχαρο ή διαταραχές των ηλεκτρολυτών.</li><li><strong>Ηλεκτροκαρδιογράφημα (ΗΚΓ):</strong> καταγράφει τον ρυθμό της καρδιάς, επειδή ορισμένες λιποθυμίες καρδιακής αιτιολογίας μπορεί να μοιάζουν με κρίσεις.</li></ul>
<h2>Ημερολόγιο κρίσεων</h2>
<p>Όταν σημειώνετε την ημερομηνία, την ώρα, τι συνέβη, πόσο διήρκεσε και πιθανούς εκλυτικούς παράγοντες, βοηθάτε τον γιατρό σας να εντοπίσει μοτίβα και να κρίνει πόσο καλά λειτουργεί η θεραπεία. Πολλοί χρησιμοποιούν ένα σημειωματάριο ή μια εφαρμογή στο κινητό.</p>
<p>Η αναμονή για μια διάγνωση μπορεί να είναι αγχωτική. Αν έχετε απορίες σε οποιοδήποτε στάδιο, σημειώστε τις και ρωτήστε τον γιατρό σας ή επικοινωνήστε με το Ίδρυμα για στήριξη.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 4,
    tags: ['epilepsy', 'symptoms', 'seizures'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'How epilepsy is diagnosed: the medical history, EEG, MRI and other tests, and why a seizure diary helps your neurologist.',
    metaDescriptionEl:
      'Πώς γίνεται η διάγνωση της επιληψίας: το ιστορικό, το ηλεκτροεγκεφαλογράφημα, η μαγνητική τομογραφία, άλλες εξετάσεις και η χρησιμότητα του ημερολογίου κρίσεων.',
  },

  // --- Understanding Epilepsy › Treatment Options -------------------------------------------
  {
    categorySlug: 'treatment-options',
    title: 'Anti-seizure medicines',
    titleEl: 'Αντιεπιληπτικά φάρμακα',
    slug: 'anti-seizure-medicines',
    excerpt:
      'Daily medicine is the first treatment for most people with epilepsy. How the right medicine is chosen, how to take it safely and what to do about side effects.',
    excerptEl:
      'Η καθημερινή φαρμακευτική αγωγή είναι η πρώτη θεραπεία για τους περισσότερους ανθρώπους με επιληψία. Πώς επιλέγεται το κατάλληλο φάρμακο, πώς λαμβάνεται με ασφάλεια και τι κάνουμε με τις παρενέργειες.',
    content: `<p>For most people, the first treatment for epilepsy is a daily <strong>anti-seizure medicine</strong>. These medicines do not cure epilepsy, but they help to prevent seizures. Up to 70% of people with epilepsy can become seizure-free with the right treatment.</p>
<h2>Finding the right medicine</h2>
<p>There are many different anti-seizure medicines. Your neurologist will choose one based on your type of seizures and epilepsy, your age, other health conditions and plans such as pregnancy. Treatment usually starts with a low dose that is increased slowly. Sometimes it takes time, or a change of medicine, to find what works best.</p>
<h2>Taking medicine safely</h2>
<ul><li>Take your medicine at the same times every day. Phone reminders or a pill organiser can help.</li><li><strong>Do not stop or change your medicine suddenly</strong>, even if you feel well; this can cause seizures. Any change should be planned with your doctor.</li><li>Tell every doctor and pharmacist that you take anti-seizure medicine, because some medicines interact with each other, including some contraceptives.</li><li>If you are thinking about having a baby, talk to your neurologist well in advance. Do not stop your medicine without medical advice.</li></ul>
<h2>Side effects</h2>
<p>Some people notice side effects such as tiredness, dizziness or changes in mood, especially at the start. Many settle with time. Tell your doctor about any side effect that worries you; there are often alternatives.</p>
<p>If seizures continue after trying two suitable medicines, ask whether a referral to a specialist epilepsy centre could help to explore other treatment options.</p>`,
    contentEl: `<p>Για τους περισσότερους ανθρώπους, η πρώτη θεραπεία για την επιληψία είναι ένα <strong>αντιεπιληπτικό φάρμακο</strong> που λαμβάνεται καθημερινά. Τα φάρμακα αυτά δεν θεραπεύουν την επιληψία, αλλά βοηθούν στην πρόληψη των κρίσεων. Έως και το 70% των ατόμων με επιληψία μπορούν να απαλλαγούν από τις κρίσεις με την κατάλληλη θεραπεία.</p>
<h2>Η επιλογή του κατάλληλου φαρμάκου</h2>
<p>Υπάρχουν πολλά διαφορετικά αντιεπιληπτικά φάρμακα. Ο νευρολόγος σας θα επιλέξει ανάλογα με τον τύπο των κρίσεων και της επιληψίας σας, την ηλικία σας, άλλα προβλήματα υγείας και σχέδια όπως μια εγκυμοσύνη. Συνήθως η θεραπεία ξεκινά με χαμηλή δόση, η οποία αυξάνεται σταδιακά. Κάποιες φορές χρειάζεται χρόνος ή αλλαγή φαρμάκου για να βρεθεί αυτό που ταιριάζει καλύτερα.</p>
<h2>Ασφαλής λήψη των φαρμάκων</h2>
<ul><li>Παίρνετε τα φάρμακά σας τις ίδιες ώρες κάθε μέρα. Οι υπενθυμίσεις στο κινητό ή μια θήκη χαπιών μπορούν να βοηθήσουν.</li><li><strong>Μη διακόπτετε και μην αλλάζετε απότομα τα φάρμακά σας</strong>, ακόμη κι αν νιώθετε καλά· αυτό μπορεί να προκαλέσει κρίσεις. Κάθε αλλαγή πρέπει να γίνεται σε συνεννόηση με τον γιατρό σας.</li><li>Ενημερώνετε κάθε γιατρό και φαρμακοποιό ότι παίρνετε αντιεπιληπτικά, καθώς ορισμένα φάρμακα αλληλεπιδρούν μεταξύ τους· αυτό ισχύει και για κάποια αντισυλληπτικά.</li><li>Αν σκέφτεστε να αποκτήσετε παιδί, μιλήστε με τον νευρολόγο σας αρκετά νωρίτερα. Μη σταματήσετε τα φάρμακά σας χωρίς ιατρική συμβουλή.</li></ul>
<h2>Παρενέργειες</h2>
<p>Ορισμένοι άνθρωποι παρατηρούν παρενέργειες, όπως κούραση, ζάλη ή αλλαγές στη διάθεση, ιδίως στην αρχή. Πολλές υποχωρούν με τον καιρό. Ενημερώστε τον γιατρό σας για οποιαδήποτε παρενέργεια σας ανησυχεί· συχνά υπάρχουν εναλλακτικές λύσεις.</p>
<p>Αν οι κρίσεις συνεχίζονται αφού έχετε δοκιμάσει δύο κατάλληλα φάρμακα, ρωτήστε αν θα βοηθούσε η παραπομπή σε εξειδικευμένο κέντρο επιληψίας, ώστε να εξεταστούν και άλλες θεραπευτικές επιλογές.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 5,
    tags: ['medication', 'treatment', 'epilepsy'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Anti-seizure medicines: how treatment is chosen, tips for taking medicine safely, side effects and when to ask about other options.',
    metaDescriptionEl:
      'Αντιεπιληπτικά φάρμακα: πώς επιλέγεται η θεραπεία, συμβουλές για ασφαλή λήψη, παρενέργειες και πότε να ρωτήσετε για άλλες επιλογές.',
  },
  {
    categorySlug: 'treatment-options',
    title: 'Other treatment options',
    titleEl: 'Άλλες θεραπευτικές επιλογές',
    slug: 'other-treatment-options',
    excerpt:
      'When medicines do not control seizures, other treatments such as surgery, vagus nerve stimulation or a ketogenic diet may be considered.',
    excerptEl:
      'Όταν τα φάρμακα δεν ελέγχουν τις κρίσεις, μπορεί να εξεταστούν άλλες θεραπείες, όπως η χειρουργική επέμβαση, η διέγερση του πνευμονογαστρικού νεύρου ή η κετογονική δίαιτα.',
    content: `<p>When seizures continue despite trying suitable medicines, this is called <em>drug-resistant epilepsy</em>. Other treatments may then be considered, usually after an assessment at a specialist epilepsy centre.</p>
<h2>Epilepsy surgery</h2>
<p>If seizures start in one clearly identified area of the brain that can be safely removed or disconnected, surgery may greatly reduce seizures or stop them altogether. Detailed tests are carried out beforehand to weigh up the benefits and risks.</p>
<h2>Vagus nerve stimulation (VNS)</h2>
<p>A small device placed under the skin of the chest sends regular, mild electrical pulses to the brain through the vagus nerve in the neck. For some people it can reduce how often seizures happen or how strong they are.</p>
<h2>Ketogenic diet</h2>
<p>A diet very high in fat and very low in carbohydrates that can help some children and adults with hard-to-treat epilepsy. It must only be started and followed under the supervision of a medical team and a dietitian.</p>
<p>Each option has benefits and limits, and not every option suits everyone. Your neurologist can explain whether any of them might be right for you.</p>`,
    contentEl: `<p>Όταν οι κρίσεις συνεχίζονται παρότι έχουν δοκιμαστεί κατάλληλα φάρμακα, μιλάμε για <em>φαρμακοανθεκτική επιληψία</em>. Τότε μπορεί να εξεταστούν άλλες θεραπείες, συνήθως μετά από αξιολόγηση σε εξειδικευμένο κέντρο επιληψίας.</p>
<h2>Χειρουργική αντιμετώπιση</h2>
<p>Αν οι κρίσεις ξεκινούν από μία σαφώς εντοπισμένη περιοχή του εγκεφάλου, η οποία μπορεί να αφαιρεθεί ή να απομονωθεί με ασφάλεια, η χειρουργική επέμβαση μπορεί να μειώσει σημαντικά τις κρίσεις ή ακόμη και να τις σταματήσει. Πριν από την επέμβαση γίνονται λεπτομερείς εξετάσεις, ώστε να σταθμιστούν τα οφέλη και οι κίνδυνοι.</p>
<h2>Διέγερση του πνευμονογαστρικού νεύρου (VNS)</h2>
<p>Μια μικρή συσκευή που τοποθετείται κάτω από το δέρμα του θώρακα στέλνει τακτικά ήπιους ηλεκτρικούς παλμούς στον εγκέφαλο μέσω του πνευμονογαστρικού νεύρου στον λαιμό. Σε ορισμένους ανθρώπους μπορεί να μειώσει τη συχνότητα ή την ένταση των κρίσεων.</p>
<h2>Κετογονική δίαιτα</h2>
<p>Μια δίαιτα πολύ πλούσια σε λιπαρά και πολύ φτωχή σε υδατάνθρακες, που μπορεί να βοηθήσει ορισμένα παιδιά και ενήλικες με δύσκολα ελεγχόμενη επιληψία. Πρέπει να ξεκινά και να ακολουθείται αποκλειστικά υπό την παρακολούθηση ιατρικής ομάδας και διαιτολόγου.</p>
<p>Κάθε επιλογή έχει οφέλη και περιορισμούς και δεν ταιριάζει σε όλους. Ο νευρολόγος σας μπορεί να σας εξηγήσει αν κάποια από αυτές θα μπορούσε να είναι κατάλληλη για εσάς.</p>`,
    status: 'published',
    orderIndex: 1,
    readTime: 0,
    tags: ['treatment', 'epilepsy', 'lifestyle'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Treatment options for drug-resistant epilepsy: epilepsy surgery, vagus nerve stimulation and the ketogenic diet.',
    metaDescriptionEl:
      'Θεραπευτικές επιλογές για τη φαρμακοανθεκτική επιληψία: χειρουργική επέμβαση, διέγερση του πνευμονογαστρικού νεύρου και κετογονική δίαιτα.',
  },

  // --- Living with Epilepsy › Seizure First Aid ---------------------------------------------
  {
    categorySlug: 'seizure-first-aid',
    title: 'Seizure first aid step by step',
    titleEl: 'Πρώτες βοήθειες σε κρίση βήμα προς βήμα',
    slug: 'first-aid-step-by-step',
    excerpt: 'What to do, step by step, when someone has a seizure, and when to call 112.',
    excerptEl:
      'Τι να κάνετε, βήμα προς βήμα, όταν κάποιος παθαίνει κρίση και πότε να καλέσετε το 112.',
    content: `<p>Most seizures end on their own within a few minutes. You cannot stop a seizure, but you can keep the person safe until it is over. Remember: <strong>stay calm, keep them safe, stay with them.</strong></p>
<h2>During a seizure with jerking movements</h2>
<ol><li><strong>Stay calm</strong> and note the time the seizure started.</li><li><strong>Keep the person safe:</strong> move hard or sharp objects away and cushion their head with something soft, such as a folded jacket.</li><li>Loosen anything tight around the neck and remove glasses.</li><li><strong>Do not restrain</strong> the person or try to stop their movements.</li><li><strong>Do not put anything in their mouth.</strong> They cannot swallow their tongue.</li></ol>
<h2>When the jerking stops</h2>
<ol><li>Gently turn the person onto their side to keep the airway clear.</li><li>Check their breathing and wipe away any saliva.</li><li>Stay with them, talk calmly and reassure them until they are fully aware.</li><li>Do not give them anything to eat or drink until they have fully recovered.</li></ol>
<h2>Call 112 if</h2>
<ul><li>the seizure lasts more than 5 minutes;</li><li>another seizure follows soon after;</li><li>the person is injured, is pregnant, or the seizure happened in water;</li><li>the person has difficulty breathing or does not recover;</li><li>it is the person’s first known seizure.</li></ul>
<p><em>If the person has a care plan or prescribed emergency medicine, follow that plan.</em></p>`,
    contentEl: `<p>Οι περισσότερες κρίσεις σταματούν από μόνες τους μέσα σε λίγα λεπτά. Δεν μπορείτε να σταματήσετε μια κρίση, μπορείτε όμως να κρατήσετε το άτομο ασφαλές μέχρι να τελειώσει. Θυμηθείτε: <strong>ψυχραιμία, ασφάλεια, παραμονή δίπλα του.</strong></p>
<h2>Κατά τη διάρκεια μιας κρίσης με σπασμούς</h2>
<ol><li><strong>Μείνετε ψύχραιμοι</strong> και σημειώστε την ώρα που ξεκίνησε η κρίση.</li><li><strong>Προστατέψτε το άτομο:</strong> απομακρύνετε σκληρά ή αιχμηρά αντικείμενα και βάλτε κάτι μαλακό κάτω από το κεφάλι του, όπως ένα διπλωμένο μπουφάν.</li><li>Χαλαρώστε ό,τι σφίγγει γύρω από τον λαιμό και αφαιρέστε τα γυαλιά του.</li><li><strong>Μην ακινητοποιείτε</strong> το άτομο και μην προσπαθείτε να σταματήσετε τις κινήσεις του.</li><li><strong>Μη βάζετε τίποτα στο στόμα του.</strong> Δεν μπορεί να καταπιεί τη γλώσσα του.</li></ol>
<h2>Όταν σταματήσουν οι σπασμοί</h2>
<ol><li>Γυρίστε απαλά το άτομο στο πλάι, ώστε να παραμένει ανοιχτός ο αεραγωγός.</li><li>Ελέγξτε την αναπνοή του και σκουπίστε τυχόν σάλιο.</li><li>Μείνετε μαζί του, μιλήστε του ήρεμα και καθησυχάστε το μέχρι να συνέλθει πλήρως.</li><li>Μην του δώσετε τίποτα να φάει ή να πιει πριν συνέλθει εντελώς.</li></ol>
<h2>Καλέστε το 112 αν</h2>
<ul><li>η κρίση διαρκεί περισσότερο από 5 λεπτά·</li><li>ακολουθεί σύντομα δεύτερη κρίση·</li><li>το άτομο τραυματίστηκε, είναι έγκυος ή η κρίση συνέβη μέσα στο νερό·</li><li>το άτομο δυσκολεύεται να αναπνεύσει ή δεν συνέρχεται·</li><li>πρόκειται για την πρώτη γνωστή κρίση του ατόμου.</li></ul>
<p><em>Αν το άτομο έχει σχέδιο φροντίδας ή φάρμακο έκτακτης ανάγκης που του έχει συνταγογραφηθεί, ακολουθήστε αυτό το σχέδιο.</em></p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 4,
    tags: ['seizures', 'safety', 'epilepsy'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Seizure first aid: stay calm, time the seizure, keep the person safe, turn them on their side and know when to call 112.',
    metaDescriptionEl:
      'Πρώτες βοήθειες σε κρίση: μείνετε ψύχραιμοι, χρονομετρήστε την κρίση, προστατέψτε το άτομο, γυρίστε το στο πλάι και μάθετε πότε να καλέσετε το 112.',
  },
  {
    categorySlug: 'seizure-first-aid',
    title: 'When to call an ambulance (112)',
    titleEl: 'Πότε να καλέσετε ασθενοφόρο (112)',
    slug: 'when-to-call-112',
    excerpt:
      'Most seizures do not need an ambulance, but some do. The warning signs that mean you should call 112 straight away.',
    excerptEl:
      'Οι περισσότερες κρίσεις δεν χρειάζονται ασθενοφόρο, κάποιες όμως χρειάζονται. Τα προειδοποιητικά σημάδια που σημαίνουν ότι πρέπει να καλέσετε αμέσως το 112.',
    content: `<p>Most seizures stop by themselves and do not need an ambulance. Knowing when to call for help can save a life. In Cyprus, the emergency number is <strong>112</strong>. The call is free from any landline or mobile phone.</p>
<h2>Call 112 straight away if</h2>
<ul><li>a seizure with jerking lasts <strong>more than 5 minutes</strong>, or longer than is usual for that person;</li><li>one seizure follows another without the person fully recovering in between;</li><li>the person is injured during the seizure;</li><li>the person has difficulty breathing after the seizure;</li><li>the seizure happened in water;</li><li>the person is pregnant or has another condition, such as diabetes;</li><li>the person does not recover;</li><li>you think it is the person’s first seizure.</li></ul>
<h2>What to say on the phone</h2>
<p>Say that someone is having, or has had, a seizure. Give the exact location, how long the seizure has lasted, and whether the person is breathing and responding. Stay on the line and follow the instructions you are given.</p>
<p>If the person carries an epilepsy card or has a care plan, show it to the ambulance crew. Tell them about any emergency medicine that has already been given.</p>`,
    contentEl: `<p>Οι περισσότερες κρίσεις σταματούν από μόνες τους και δεν χρειάζονται ασθενοφόρο. Αν ξέρετε πότε να ζητήσετε βοήθεια, μπορεί να σώσετε μια ζωή. Στην Κύπρο, ο αριθμός έκτακτης ανάγκης είναι το <strong>112</strong>. Η κλήση είναι δωρεάν από οποιοδήποτε σταθερό ή κινητό τηλέφωνο.</p>
<h2>Καλέστε αμέσως το 112 αν</h2>
<ul><li>μια κρίση με σπασμούς διαρκεί <strong>περισσότερο από 5 λεπτά</strong> ή περισσότερο από ό,τι συνήθως για το συγκεκριμένο άτομο·</li><li>η μία κρίση ακολουθεί την άλλη χωρίς το άτομο να συνέρχεται πλήρως ενδιάμεσα·</li><li>το άτομο τραυματίστηκε κατά τη διάρκεια της κρίσης·</li><li>το άτομο δυσκολεύεται να αναπνεύσει μετά την κρίση·</li><li>η κρίση συνέβη μέσα στο νερό·</li><li>το άτομο είναι έγκυος ή έχει άλλη πάθηση, όπως διαβήτη·</li><li>το άτομο δεν συνέρχεται·</li><li>πιστεύετε ότι πρόκειται για την πρώτη κρίση του ατόμου.</li></ul>
<h2>Τι να πείτε στο τηλέφωνο</h2>
<p>Πείτε ότι κάποιος έχει ή είχε κρίση. Δώστε την ακριβή τοποθεσία, πόση ώρα διαρκεί η κρίση και αν το άτομο αναπνέει και ανταποκρίνεται. Μείνετε στη γραμμή και ακολουθήστε τις οδηγίες που θα σας δοθούν.</p>
<p>Αν το άτομο έχει μαζί του κάρτα επιληψίας ή σχέδιο φροντίδας, δείξτε τα στο πλήρωμα του ασθενοφόρου. Ενημερώστε τους για οποιοδήποτε φάρμακο έκτακτης ανάγκης έχει ήδη δοθεί.</p>`,
    status: 'published',
    orderIndex: 1,
    readTime: 3,
    tags: ['safety', 'seizures'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'When a seizure is an emergency: call 112 if it lasts more than 5 minutes, seizures repeat, the person is injured or does not recover.',
    metaDescriptionEl:
      'Πότε μια κρίση είναι επείγουσα: καλέστε το 112 αν διαρκεί πάνω από 5 λεπτά, αν οι κρίσεις επαναλαμβάνονται, αν το άτομο τραυματίστηκε ή δεν συνέρχεται.',
  },
  {
    categorySlug: 'seizure-first-aid',
    title: 'Supporting someone after a seizure',
    titleEl: 'Στήριξη μετά από μια κρίση',
    slug: 'after-a-seizure',
    excerpt:
      'Recovery after a seizure can take minutes or hours. What the person may feel and how you can help them with dignity.',
    excerptEl:
      'Η ανάρρωση μετά από μια κρίση μπορεί να διαρκέσει λίγα λεπτά ή αρκετές ώρες. Τι μπορεί να νιώθει το άτομο και πώς μπορείτε να το βοηθήσετε με σεβασμό στην αξιοπρέπειά του.',
    content: `<p>The time after a seizure is called the recovery or <em>post-ictal</em> phase. It can last from a few minutes to several hours, and people may feel very different from their usual selves.</p>
<h2>What the person may experience</h2>
<ul><li>confusion or difficulty speaking</li><li>tiredness and a strong need to sleep</li><li>a headache or aching muscles</li><li>embarrassment, fear or low mood</li><li>no memory of what happened</li></ul>
<h2>How you can help</h2>
<ul><li>Stay with them until they are fully aware of where they are.</li><li>Speak calmly and explain briefly what happened.</li><li>Protect their privacy and ask onlookers to move away.</li><li>Check for injuries and help them rest in a safe place.</li><li>If they have wet themselves, discreetly offer something to cover up with.</li></ul>
<p>Make a note of the time, how long the seizure lasted and what you saw. This information is useful for the person and for their doctor.</p>
<p>If the person does not recover as usual, seems injured or has another seizure, call 112.</p>`,
    contentEl: `<p>Το διάστημα μετά από μια κρίση ονομάζεται φάση ανάνηψης ή <em>μετακριτική</em> φάση. Μπορεί να διαρκέσει από λίγα λεπτά μέχρι αρκετές ώρες, και ο άνθρωπος μπορεί να νιώθει πολύ διαφορετικά από ό,τι συνήθως.</p>
<h2>Τι μπορεί να νιώθει το άτομο</h2>
<ul><li>σύγχυση ή δυσκολία στην ομιλία</li><li>κούραση και έντονη ανάγκη για ύπνο</li><li>πονοκέφαλο ή πόνο στους μύες</li><li>αμηχανία, φόβο ή πεσμένη διάθεση</li><li>καμία ανάμνηση από όσα συνέβησαν</li></ul>
<h2>Πώς μπορείτε να βοηθήσετε</h2>
<ul><li>Μείνετε μαζί του μέχρι να έχει πλήρη επίγνωση του πού βρίσκεται.</li><li>Μιλήστε ήρεμα και εξηγήστε σύντομα τι συνέβη.</li><li>Προστατέψτε την ιδιωτικότητά του και ζητήστε από τους περαστικούς να απομακρυνθούν.</li><li>Ελέγξτε για τραυματισμούς και βοηθήστε το να ξεκουραστεί σε ασφαλές μέρος.</li><li>Αν έχει βραχεί από ακράτεια, προσφέρετε διακριτικά κάτι για να καλυφθεί.</li></ul>
<p>Σημειώστε την ώρα, πόσο διήρκεσε η κρίση και τι είδατε. Οι πληροφορίες αυτές είναι χρήσιμες για το ίδιο το άτομο και για τον γιατρό του.</p>
<p>Αν το άτομο δεν συνέρχεται όπως συνήθως, φαίνεται τραυματισμένο ή παθαίνει νέα κρίση, καλέστε το 112.</p>`,
    status: 'published',
    orderIndex: 2,
    readTime: 0,
    tags: ['seizures', 'safety', 'symptoms'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'How to support someone after a seizure: confusion, tiredness and other after-effects, and practical ways to help with dignity.',
    metaDescriptionEl:
      'Πώς να στηρίξετε κάποιον μετά από μια κρίση: σύγχυση, κούραση και άλλα επακόλουθα, καθώς και πρακτικοί τρόποι να βοηθήσετε με σεβασμό.',
  },

  // --- Living with Epilepsy › Daily Life and Safety -----------------------------------------
  {
    categorySlug: 'daily-life-and-safety',
    title: 'Safety at home and outdoors',
    titleEl: 'Ασφάλεια στο σπίτι και έξω',
    slug: 'safety-at-home-and-outdoors',
    excerpt:
      'Simple precautions at home, in the water and outdoors that reduce the risk of injury without limiting everyday life.',
    excerptEl:
      'Απλές προφυλάξεις στο σπίτι, στο νερό και έξω, που μειώνουν τον κίνδυνο τραυματισμού χωρίς να περιορίζουν την καθημερινότητα.',
    content: `<p>Most people with epilepsy live independent lives. A few simple precautions can reduce the risk of injury if a seizure happens, without limiting everyday life more than necessary.</p>
<h2>At home</h2>
<ul><li>Take showers rather than baths, and do not lock the bathroom door.</li><li>Use the back rings of the cooker and turn pan handles inwards.</li><li>Fit guards on fires and heaters, and cover sharp furniture corners if you fall during seizures.</li><li>Consider a low bed if you have seizures during sleep.</li></ul>
<h2>In and near water</h2>
<p>Swimming can be enjoyed safely, but <strong>never swim alone</strong>. Swim with someone who knows about your epilepsy and can help, preferably where there is a lifeguard. At the beach, stay within your depth and keep away from rocks.</p>
<h2>Out and about</h2>
<ul><li>Wear a helmet when cycling and choose quiet routes.</li><li>Avoid heights, such as ladders or balconies without railings, if your seizures are not controlled.</li><li>Carry an epilepsy card or wear a medical ID bracelet with your emergency contact.</li></ul>
<p>Driving is subject to legal rules for people with epilepsy. Ask your neurologist and the driving licence authority which rules apply to you.</p>`,
    contentEl: `<p>Τα περισσότερα άτομα με επιληψία ζουν αυτόνομα. Μερικές απλές προφυλάξεις μπορούν να μειώσουν τον κίνδυνο τραυματισμού σε περίπτωση κρίσης, χωρίς να περιορίζουν την καθημερινή ζωή περισσότερο απ’ όσο χρειάζεται.</p>
<h2>Στο σπίτι</h2>
<ul><li>Προτιμάτε το ντους από το μπάνιο στην μπανιέρα και μην κλειδώνετε την πόρτα του μπάνιου.</li><li>Χρησιμοποιείτε τα πίσω μάτια της κουζίνας και γυρίζετε τις λαβές των σκευών προς τα μέσα.</li><li>Τοποθετήστε προστατευτικά σε τζάκια και θερμάστρες και καλύψτε τις αιχμηρές γωνίες των επίπλων, αν πέφτετε κατά τις κρίσεις.</li><li>Σκεφτείτε ένα χαμηλό κρεβάτι, αν έχετε κρίσεις στον ύπνο.</li></ul>
<h2>Μέσα και κοντά στο νερό</h2>
<p>Μπορείτε να απολαμβάνετε το κολύμπι με ασφάλεια, αλλά <strong>μην κολυμπάτε ποτέ μόνοι</strong>. Κολυμπάτε με κάποιον που γνωρίζει για την επιληψία σας και μπορεί να βοηθήσει, κατά προτίμηση σε σημείο όπου υπάρχει ναυαγοσώστης. Στην παραλία, μένετε εκεί όπου πατάτε και μακριά από τα βράχια.</p>
<h2>Έξω από το σπίτι</h2>
<ul><li>Φοράτε κράνος στο ποδήλατο και προτιμάτε ήσυχες διαδρομές.</li><li>Αποφεύγετε τα ύψη, όπως φορητές σκάλες ή μπαλκόνια χωρίς κάγκελα, αν οι κρίσεις σας δεν είναι ελεγχόμενες.</li><li>Έχετε μαζί σας κάρτα επιληψίας ή φοράτε ιατρικό βραχιόλι με τα στοιχεία του ατόμου επικοινωνίας σας για περίπτωση ανάγκης.</li></ul>
<p>Η οδήγηση για άτομα με επιληψία υπόκειται σε νομικούς κανόνες. Ρωτήστε τον νευρολόγο σας και την αρμόδια αρχή αδειών οδήγησης ποιοι κανόνες ισχύουν στη δική σας περίπτωση.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 0,
    tags: ['safety', 'lifestyle', 'seizures'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Practical safety tips for people with epilepsy at home, when swimming and outdoors, plus a note on driving rules.',
    metaDescriptionEl:
      'Πρακτικές συμβουλές ασφάλειας για άτομα με επιληψία στο σπίτι, στο κολύμπι και έξω, καθώς και μια σημείωση για τους κανόνες οδήγησης.',
  },
  {
    categorySlug: 'daily-life-and-safety',
    title: 'Sleep, stress and common seizure triggers',
    titleEl: 'Ύπνος, άγχος και συνηθισμένοι εκλυτικοί παράγοντες',
    slug: 'sleep-stress-and-triggers',
    excerpt:
      'Missed medicine, lack of sleep and stress are among the most common seizure triggers. How to find your own triggers and what helps.',
    excerptEl:
      'Οι παραλειπόμενες δόσεις φαρμάκων, η έλλειψη ύπνου και το άγχος είναι από τους πιο συχνούς εκλυτικούς παράγοντες των κρίσεων. Πώς να εντοπίσετε τους δικούς σας και τι βοηθά.',
    content: `<p>A trigger is something that makes a seizure more likely for a particular person. Triggers do not cause epilepsy, but knowing yours can help you reduce the number of seizures you have.</p>
<h2>Common triggers</h2>
<ul><li>missing or forgetting doses of anti-seizure medicine</li><li>lack of sleep or irregular sleep</li><li>stress and anxiety</li><li>drinking too much alcohol</li><li>illness, especially with a high temperature</li><li>hormonal changes, for example around periods</li><li>flashing lights, for people with photosensitive epilepsy</li></ul>
<h2>Finding your own triggers</h2>
<p>Keep a seizure diary and note, for each seizure, how you slept, whether you missed any medicine, how you were feeling and anything unusual that day. Over a few months, patterns often appear. Share the diary with your neurologist.</p>
<h2>Small changes that help</h2>
<ul><li>Go to bed and get up at regular times.</li><li>Use reminders so that you do not miss a dose.</li><li>Make time for things that help you relax, such as walking, music or breathing exercises.</li><li>Ask your doctor for advice about alcohol and about any new medicine, including medicines bought without a prescription.</li></ul>
<p>Sometimes seizures happen without any obvious trigger. That is not your fault.</p>`,
    contentEl: `<p>Εκλυτικός παράγοντας είναι οτιδήποτε κάνει μια κρίση πιο πιθανή για ένα συγκεκριμένο άτομο. Οι εκλυτικοί παράγοντες δεν προκαλούν την επιληψία, αλλά αν γνωρίζετε τους δικούς σας, μπορείτε να μειώσετε τον αριθμό των κρίσεών σας.</p>
<h2>Συνηθισμένοι εκλυτικοί παράγοντες</h2>
<ul><li>παραλειπόμενες ή ξεχασμένες δόσεις αντιεπιληπτικών φαρμάκων</li><li>έλλειψη ύπνου ή ακανόνιστος ύπνος</li><li>στρες και άγχος</li><li>υπερβολική κατανάλωση αλκοόλ</li><li>ασθένεια, ιδίως με υψηλό πυρετό</li><li>ορμονικές αλλαγές, για παράδειγμα γύρω από την περίοδο</li><li>φώτα που αναβοσβήνουν, για όσους έχουν φωτοευαίσθητη επιληψία</li></ul>
<h2>Εντοπίστε τους δικούς σας εκλυτικούς παράγοντες</h2>
<p>Κρατήστε ημερολόγιο κρίσεων και σημειώνετε, για κάθε κρίση, πώς κοιμηθήκατε, αν παραλείψατε κάποια δόση, πώς νιώθατε και οτιδήποτε ασυνήθιστο συνέβη εκείνη τη μέρα. Μέσα σε λίγους μήνες συχνά αρχίζουν να φαίνονται μοτίβα. Μοιραστείτε το ημερολόγιο με τον νευρολόγο σας.</p>
<h2>Μικρές αλλαγές που βοηθούν</h2>
<ul><li>Πηγαίνετε για ύπνο και ξυπνάτε τις ίδιες ώρες.</li><li>Χρησιμοποιείτε υπενθυμίσεις, ώστε να μη χάνετε καμία δόση.</li><li>Αφιερώνετε χρόνο σε δραστηριότητες που σας χαλαρώνουν, όπως το περπάτημα, η μουσική ή οι ασκήσεις αναπνοής.</li><li>Ζητήστε τη συμβουλή του γιατρού σας για το αλκοόλ και για κάθε νέο φάρμακο, ακόμη και για όσα αγοράζετε χωρίς συνταγή.</li></ul>
<p>Μερικές φορές οι κρίσεις συμβαίνουν χωρίς κανέναν εμφανή εκλυτικό παράγοντα. Αυτό δεν είναι δικό σας φταίξιμο.</p>`,
    status: 'published',
    orderIndex: 1,
    readTime: 4,
    tags: ['triggers', 'lifestyle', 'medication', 'seizures'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Common seizure triggers such as missed medicine, lack of sleep, stress and alcohol, and how a seizure diary helps you find yours.',
    metaDescriptionEl:
      'Συνηθισμένοι εκλυτικοί παράγοντες κρίσεων, όπως οι παραλειπόμενες δόσεις, η έλλειψη ύπνου, το άγχος και το αλκοόλ, και πώς το ημερολόγιο κρίσεων σας βοηθά να εντοπίσετε τους δικούς σας.',
  },

  // --- Living with Epilepsy › School and Work -----------------------------------------------
  {
    categorySlug: 'school-and-work',
    title: 'Epilepsy at school',
    titleEl: 'Η επιληψία στο σχολείο',
    slug: 'epilepsy-at-school',
    excerpt:
      'With a care plan and informed teachers, children with epilepsy can take part fully in school life. A guide for parents and schools.',
    excerptEl:
      'Με ένα σχέδιο φροντίδας και ενημερωμένους εκπαιδευτικούς, τα παιδιά με επιληψία μπορούν να συμμετέχουν πλήρως στη σχολική ζωή. Ένας οδηγός για γονείς και σχολεία.',
    content: `<p>Most children with epilepsy attend mainstream school and take part in the full range of school activities. Good communication between the family, the school and the child’s doctors makes all the difference.</p>
<h2>A care plan for every pupil with epilepsy</h2>
<p>An individual care plan describes the child’s seizures, what they look like, the first aid needed, when to call 112 and whether emergency medicine has been prescribed. It is agreed with the parents and reviewed at least once a year, or whenever something changes.</p>
<h2>Learning and concentration</h2>
<p>Seizures, tiredness after seizures and some medicines can affect memory, attention and energy. Frequent absence seizures may mean that a child misses parts of lessons. Teachers who know this can help, for example by repeating instructions, allowing rest after a seizure or arranging extra time in exams.</p>
<h2>Sports and trips</h2>
<ul><li>Physical activity is good for children with epilepsy and should be encouraged.</li><li>Swimming needs one-to-one supervision by someone who knows the child’s seizures.</li><li>On trips, make sure that the accompanying staff have the care plan and any medicine with them.</li></ul>
<p>Talking openly with classmates, with the child’s agreement, can reduce fear and teasing. The Foundation can help schools with training and information materials.</p>`,
    contentEl: `<p>Τα περισσότερα παιδιά με επιληψία φοιτούν σε σχολεία γενικής εκπαίδευσης και συμμετέχουν σε όλες τις σχολικές δραστηριότητες. Η καλή επικοινωνία ανάμεσα στην οικογένεια, στο σχολείο και στους γιατρούς του παιδιού κάνει όλη τη διαφορά.</p>
<h2>Σχέδιο φροντίδας για κάθε μαθητή με επιληψία</h2>
<p>Το εξατομικευμένο σχέδιο φροντίδας περιγράφει τις κρίσεις του παιδιού, πώς εκδηλώνονται, ποιες πρώτες βοήθειες χρειάζονται, πότε πρέπει να κληθεί το 112 και αν έχει συνταγογραφηθεί φάρμακο έκτακτης ανάγκης. Συμφωνείται με τους γονείς και επανεξετάζεται τουλάχιστον μία φορά τον χρόνο ή όποτε αλλάζει κάτι.</p>
<h2>Μάθηση και συγκέντρωση</h2>
<p>Οι κρίσεις, η κούραση μετά από αυτές και ορισμένα φάρμακα μπορεί να επηρεάσουν τη μνήμη, την προσοχή και την ενεργητικότητα. Οι συχνές κρίσεις αφαίρεσης μπορεί να σημαίνουν ότι το παιδί χάνει κομμάτια του μαθήματος. Οι εκπαιδευτικοί που το γνωρίζουν αυτό μπορούν να βοηθήσουν, για παράδειγμα επαναλαμβάνοντας τις οδηγίες, επιτρέποντας ξεκούραση μετά από μια κρίση ή εξασφαλίζοντας επιπλέον χρόνο στις εξετάσεις.</p>
<h2>Αθλητισμός και εκδρομές</h2>
<ul><li>Η σωματική δραστηριότητα κάνει καλό στα παιδιά με επιληψία και πρέπει να ενθαρρύνεται.</li><li>Στην κολύμβηση χρειάζεται ατομική επίβλεψη από κάποιον που γνωρίζει τις κρίσεις του παιδιού.</li><li>Στις εκδρομές, βεβαιωθείτε ότι οι συνοδοί εκπαιδευτικοί έχουν μαζί τους το σχέδιο φροντίδας και τυχόν φάρμακα.</li></ul>
<p>Μια ανοιχτή συζήτηση με τους συμμαθητές, με τη σύμφωνη γνώμη του παιδιού, μπορεί να μειώσει τον φόβο και τα πειράγματα. Το Ίδρυμα μπορεί να βοηθήσει τα σχολεία με εκπαίδευση και ενημερωτικό υλικό.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 4,
    tags: ['safety', 'lifestyle', 'epilepsy'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Supporting pupils with epilepsy: individual care plans, learning and concentration, sports, swimming and school trips.',
    metaDescriptionEl:
      'Στήριξη μαθητών με επιληψία: εξατομικευμένα σχέδια φροντίδας, μάθηση και συγκέντρωση, αθλητισμός, κολύμβηση και σχολικές εκδρομές.',
  },
  {
    // The one draft article: not visible to visitors, shown to admins only.
    categorySlug: 'school-and-work',
    title: 'Epilepsy at work',
    titleEl: 'Η επιληψία στον χώρο εργασίας',
    slug: 'epilepsy-at-work',
    excerpt:
      'People with epilepsy work in almost every kind of job. Thoughts on telling your employer and adjustments that can help.',
    excerptEl:
      'Άτομα με επιληψία εργάζονται σχεδόν σε κάθε είδος δουλειάς. Σκέψεις για την ενημέρωση του εργοδότη και για προσαρμογές που μπορούν να βοηθήσουν.',
    content: `<p>People with epilepsy work in almost every kind of job. Having epilepsy does not in itself mean that you cannot do a job well.</p>
<h2>Should I tell my employer?</h2>
<p>Telling your employer is often a personal decision, although some jobs with safety risks, such as professional driving or working at heights, have specific requirements. Telling them can help colleagues know how to respond if you have a seizure and make it easier to agree on adjustments.</p>
<h2>Helpful adjustments</h2>
<ul><li>regular working hours instead of night shifts, to protect sleep</li><li>time off for medical appointments</li><li>a quiet place to rest after a seizure</li><li>seizure first aid information for colleagues</li></ul>
<p>If you have questions about your rights at work, ask for advice from your trade union, a legal adviser or the Foundation.</p>`,
    contentEl: `<p>Άτομα με επιληψία εργάζονται σχεδόν σε κάθε είδος δουλειάς. Η επιληψία από μόνη της δεν σημαίνει ότι δεν μπορείτε να κάνετε καλά τη δουλειά σας.</p>
<h2>Πρέπει να ενημερώσω τον εργοδότη μου;</h2>
<p>Η ενημέρωση του εργοδότη είναι συχνά προσωπική απόφαση, αν και ορισμένες θέσεις εργασίας με αυξημένους κινδύνους, όπως η επαγγελματική οδήγηση ή η εργασία σε ύψος, έχουν ειδικές απαιτήσεις. Η ενημέρωση μπορεί να βοηθήσει τους συναδέλφους να ξέρουν πώς να αντιδράσουν σε μια κρίση και να διευκολύνει τη συμφωνία για προσαρμογές.</p>
<h2>Χρήσιμες προσαρμογές</h2>
<ul><li>σταθερό ωράριο αντί για νυχτερινές βάρδιες, για την προστασία του ύπνου</li><li>άδεια για ιατρικά ραντεβού</li><li>ένας ήσυχος χώρος για ξεκούραση μετά από μια κρίση</li><li>ενημέρωση των συναδέλφων για τις πρώτες βοήθειες σε κρίση</li></ul>
<p>Αν έχετε ερωτήσεις για τα δικαιώματά σας στην εργασία, ζητήστε συμβουλή από τη συντεχνία σας, από νομικό σύμβουλο ή από το Ίδρυμα.</p>`,
    status: 'draft',
    orderIndex: 1,
    readTime: 0,
    tags: ['lifestyle', 'safety'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Working with epilepsy: telling your employer, helpful adjustments and where to get advice.',
    metaDescriptionEl:
      'Εργασία και επιληψία: ενημέρωση του εργοδότη, χρήσιμες προσαρμογές και πού μπορείτε να ζητήσετε συμβουλή.',
  },

  // --- Living with Epilepsy › Emotional Wellbeing -------------------------------------------
  {
    categorySlug: 'emotional-wellbeing',
    title: 'Coping with a new diagnosis',
    titleEl: 'Η διαχείριση μιας νέας διάγνωσης',
    slug: 'coping-with-a-diagnosis',
    excerpt:
      'Shock, worry, even relief: a diagnosis of epilepsy brings many feelings. Ways to look after your emotional health and when to ask for help.',
    excerptEl:
      'Σοκ, ανησυχία, ακόμη και ανακούφιση: η διάγνωση της επιληψίας φέρνει πολλά συναισθήματα. Τρόποι να φροντίσετε τη συναισθηματική σας υγεία και πότε να ζητήσετε βοήθεια.',
    content: `<p>Being diagnosed with epilepsy can bring many feelings: shock, worry, anger, sadness, even relief at finally having an explanation. All of these are normal, and they often change over time.</p>
<h2>Epilepsy and mental health</h2>
<p>Anxiety and depression are more common in people with epilepsy than in the general population. They can be linked to living with an unpredictable condition, to the way epilepsy affects the brain and, sometimes, to medicines. They can be treated, and the right help can make a real difference to quality of life.</p>
<h2>Things that can help</h2>
<ul><li>Learn about your epilepsy; the better you understand it, the less frightening it can feel.</li><li>Talk about how you feel with people you trust.</li><li>Meet others who live with epilepsy, for example in a support group.</li><li>Keep doing the things you enjoy, with sensible safety planning.</li><li>Look after the basics: regular sleep, physical activity and time to relax.</li></ul>
<h2>When to ask for help</h2>
<p>Tell your doctor if you feel low or anxious on most days for more than two weeks, if you lose interest in things you used to enjoy, or if you notice changes in your mood after starting a new medicine. Your doctor can refer you to a psychologist or another specialist.</p>
<p><strong>If you ever have thoughts of harming yourself, seek help straight away:</strong> call 112 or go to the nearest emergency department.</p>`,
    contentEl: `<p>Η διάγνωση της επιληψίας μπορεί να φέρει πολλά συναισθήματα: σοκ, ανησυχία, θυμό, λύπη, ακόμη και ανακούφιση που επιτέλους υπάρχει μια εξήγηση. Όλα αυτά είναι φυσιολογικά και συχνά αλλάζουν με τον χρόνο.</p>
<h2>Επιληψία και ψυχική υγεία</h2>
<p>Το άγχος και η κατάθλιψη είναι συχνότερα στα άτομα με επιληψία απ’ ό,τι στον γενικό πληθυσμό. Μπορεί να σχετίζονται με το ότι ζει κανείς με μια απρόβλεπτη πάθηση, με τον τρόπο που η επιληψία επηρεάζει τον εγκέφαλο και, μερικές φορές, με τα φάρμακα. Αντιμετωπίζονται, και η κατάλληλη βοήθεια μπορεί να κάνει ουσιαστική διαφορά στην ποιότητα ζωής.</p>
<h2>Τι μπορεί να βοηθήσει</h2>
<ul><li>Μάθετε για την επιληψία σας· όσο καλύτερα την καταλαβαίνετε, τόσο λιγότερο τρομακτική μπορεί να φαίνεται.</li><li>Μιλήστε για όσα νιώθετε με ανθρώπους που εμπιστεύεστε.</li><li>Γνωρίστε άλλους ανθρώπους που ζουν με επιληψία, για παράδειγμα σε μια ομάδα υποστήριξης.</li><li>Συνεχίστε τις δραστηριότητες που σας ευχαριστούν, με λογικά μέτρα ασφαλείας.</li><li>Φροντίστε τα βασικά: τακτικό ύπνο, σωματική δραστηριότητα και χρόνο για χαλάρωση.</li></ul>
<h2>Πότε να ζητήσετε βοήθεια</h2>
<p>Ενημερώστε τον γιατρό σας αν νιώθετε πεσμένη διάθεση ή άγχος τις περισσότερες μέρες για διάστημα μεγαλύτερο των δύο εβδομάδων, αν έχετε χάσει το ενδιαφέρον σας για πράγματα που σας άρεσαν ή αν παρατηρήσετε αλλαγές στη διάθεσή σας μετά την έναρξη ενός νέου φαρμάκου. Ο γιατρός σας μπορεί να σας παραπέμψει σε ψυχολόγο ή σε άλλον ειδικό.</p>
<p><strong>Αν κάποια στιγμή κάνετε σκέψεις να βλάψετε τον εαυτό σας, ζητήστε αμέσως βοήθεια:</strong> καλέστε το 112 ή πηγαίνετε στο πλησιέστερο τμήμα επειγόντων περιστατικών.</p>`,
    status: 'published',
    orderIndex: 0,
    readTime: 5,
    tags: ['lifestyle', 'epilepsy', 'medication'],
    featuredImageUrl: null,
    originalUrl: null,
    metaDescription:
      'Coping with an epilepsy diagnosis: common feelings, anxiety and depression, what helps and when to ask your doctor for support.',
    metaDescriptionEl:
      'Η διαχείριση της διάγνωσης της επιληψίας: συνηθισμένα συναισθήματα, άγχος και κατάθλιψη, τι βοηθά και πότε να ζητήσετε στήριξη από τον γιατρό σας.',
  },
]

/** The Greek labels of the demo content's tags (the site's tag list, app/db/schema.ts `tags`). */
export const demoTagLabels: Record<string, string> = {
  achievement: 'επίτευγμα',
  adults: 'ενήλικες',
  announcement: 'ανακοίνωση',
  awareness: 'ευαισθητοποίηση',
  challenge: 'πρόκληση',
  charity: 'φιλανθρωπία',
  community: 'κοινότητα',
  epilepsy: 'επιληψία',
  family: 'οικογένεια',
  free: 'δωρεάν',
  hope: 'ελπίδα',
  inspiration: 'έμπνευση',
  journey: 'διαδρομή',
  kids: 'παιδιά',
  lifestyle: 'τρόπος ζωής',
  medical: 'ιατρική',
  medication: 'φαρμακευτική αγωγή',
  outdoors: 'ύπαιθρος',
  overcoming: 'υπέρβαση',
  paid: 'επί πληρωμή',
  policy: 'πολιτική',
  research: 'έρευνα',
  safety: 'ασφάλεια',
  seizures: 'κρίσεις',
  social: 'κοινωνικές δράσεις',
  support: 'υποστήριξη',
  symptoms: 'συμπτώματα',
  treatment: 'θεραπεία',
  triggers: 'εκλυτικοί παράγοντες',
  update: 'ενημέρωση',
  workshop: 'εργαστήριο',
  youth: 'νεολαία',
}
