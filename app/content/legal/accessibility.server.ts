/** The accessibility statement: the standard, what the site does, what is known not to meet it. */
import type { Lang } from '~/i18n/languages'
import { contact, list, p, type LegalDocument } from './types'

const en: LegalDocument = {
  title: 'Accessibility Statement',
  description:
    'How the Epilepsy Cyprus website meets WCAG 2.2 AA, what is known not to meet it yet, and how to tell us about a problem.',
  lead: 'We want everyone to be able to use this site, including people who are sensitive to flashing light, people who use a screen reader and people who use a keyboard instead of a mouse.',
  sections: [
    {
      id: 'standard',
      title: 'Our standard',
      blocks: [
        p(
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We consider the site partially conformant: most of it meets the standard, and the exceptions we know of are listed below.',
        ),
      ],
    },
    {
      id: 'what-we-do',
      title: 'What we do',
      blocks: [
        list(
          'Nothing on the site flashes, and videos never play by themselves.',
          'If your device asks for reduced motion, animations and smooth scrolling are switched off.',
          'Every page can be used with a keyboard alone. A “Skip to main content” link comes first, and the focus is always visible.',
          'Pages have headings, landmarks and labels for screen readers; menus and dialogs follow established patterns and can be closed with Escape.',
          'Text and controls meet the contrast ratios of WCAG 2.2 AA, text can be enlarged, and the layout adapts to small screens.',
          'The site is available in Greek and English; parts not yet translated are marked as English, so screen readers pronounce them correctly.',
          'The pages are readable without JavaScript.',
          'Every page is checked automatically with axe-core during development, in both languages, at phone and desktop sizes.',
        ),
      ],
    },
    {
      id: 'photosensitive-safety',
      title: 'Safety for people with photosensitive epilepsy',
      blocks: [
        list(
          'Animated images (GIF, APNG, animated WebP and AVIF) are stored as their first frame only. The server does this for every upload, and tells the volunteer who uploads one.',
          'YouTube videos never start by themselves. Until you press play you see a picture made by this site, and nothing is loaded from YouTube; pressing play loads the video from YouTube and starts it.',
          'The site has no animation that flashes, runs faster than three times a second or lasts longer than five seconds. With reduced motion asked for on your device, all movement stops. An automated check of the site’s styles fails if a new animation does not respect that setting.',
          'The seizure timer on the first-aid page changes its text and colour at five minutes; it never flashes.',
        ),
      ],
    },
    {
      id: 'known-limitations',
      title: 'Known limitations',
      blocks: [
        list(
          'Some articles, news posts and stories are not yet available in Greek and are shown in English.',
          'Images added by our volunteers may lack a good text description. Please tell us if you find one.',
          'Videos embedded from YouTube may have no captions or transcript in your language, and the YouTube player is not under our control.',
          'The emergency-number window, the menus and the community window need JavaScript. Without it, every page and link still works, and 112 reaches the emergency services in Cyprus and across the EU.',
          'Websites and documents of other organisations that we link to may not be accessible.',
        ),
      ],
    },
    {
      id: 'how-we-tested',
      title: 'How we tested',
      blocks: [
        p(
          'This statement was prepared on 22 November 2026 from our own testing: automated checks with axe-core on every page in Greek and English, and keyboard-only use of every menu and dialog at phone and desktop sizes. We review it whenever the site changes significantly.',
        ),
      ],
    },
    {
      id: 'feedback',
      title: 'Feedback and contact',
      blocks: [
        p(
          'If something on the site is hard to use, or you need information in a different format, please tell us. We aim to reply within 10 working days.',
        ),
        contact,
      ],
    },
  ],
}

const el: LegalDocument = {
  title: 'Δήλωση Προσβασιμότητας',
  description:
    'Πώς ο ιστότοπος της Επιληψίας Κύπρου πληροί το πρότυπο WCAG 2.2 AA, τι δεν το πληροί ακόμη και πώς να μας ενημερώσετε για ένα πρόβλημα.',
  lead: 'Θέλουμε να μπορούν όλοι να χρησιμοποιούν αυτόν τον ιστότοπο, και όσοι είναι ευαίσθητοι στο φως που αναβοσβήνει, και όσοι χρησιμοποιούν αναγνώστη οθόνης, και όσοι χρησιμοποιούν πληκτρολόγιο αντί για ποντίκι.',
  sections: [
    {
      id: 'standard',
      title: 'Το πρότυπό μας',
      blocks: [
        p(
          'Στόχος μας είναι να πληρούμε τις Οδηγίες για την Προσβασιμότητα του Περιεχομένου του Ιστού (WCAG) 2.2 στο επίπεδο AA. Θεωρούμε ότι ο ιστότοπος συμμορφώνεται εν μέρει: το μεγαλύτερο μέρος του πληροί το πρότυπο και οι εξαιρέσεις που γνωρίζουμε αναφέρονται παρακάτω.',
        ),
      ],
    },
    {
      id: 'what-we-do',
      title: 'Τι κάνουμε',
      blocks: [
        list(
          'Τίποτα στον ιστότοπο δεν αναβοσβήνει και τα βίντεο δεν ξεκινούν ποτέ μόνα τους.',
          'Αν η συσκευή σας ζητά μειωμένη κίνηση, τα εφέ κίνησης και η ομαλή κύλιση απενεργοποιούνται.',
          'Κάθε σελίδα μπορεί να χρησιμοποιηθεί μόνο με πληκτρολόγιο. Πρώτος εμφανίζεται ο σύνδεσμος «Μετάβαση στο κύριο περιεχόμενο» και η εστίαση είναι πάντα ορατή.',
          'Οι σελίδες έχουν επικεφαλίδες, περιοχές ορόσημα και ετικέτες για τους αναγνώστες οθόνης· τα μενού και τα παράθυρα διαλόγου ακολουθούν καθιερωμένα πρότυπα και κλείνουν με το πλήκτρο Escape.',
          'Τα κείμενα και τα στοιχεία ελέγχου έχουν την αντίθεση που ορίζει το WCAG 2.2 AA, το κείμενο μπορεί να μεγεθυνθεί και η διάταξη προσαρμόζεται στις μικρές οθόνες.',
          'Ο ιστότοπος είναι διαθέσιμος στα ελληνικά και στα αγγλικά· ό,τι δεν έχει μεταφραστεί ακόμη επισημαίνεται ως αγγλικό κείμενο, ώστε οι αναγνώστες οθόνης να το προφέρουν σωστά.',
          'Οι σελίδες διαβάζονται και χωρίς JavaScript.',
          'Κάθε σελίδα ελέγχεται αυτόματα με το axe-core κατά την ανάπτυξη, και στις δύο γλώσσες, σε μέγεθος οθόνης κινητού και υπολογιστή.',
        ),
      ],
    },
    {
      id: 'photosensitive-safety',
      title: 'Ασφάλεια για άτομα με φωτοευαίσθητη επιληψία',
      blocks: [
        list(
          'Οι κινούμενες εικόνες (GIF, APNG, κινούμενες WebP και AVIF) αποθηκεύονται μόνο με το πρώτο τους καρέ. Ο διακομιστής το κάνει για κάθε μεταφόρτωση και ενημερώνει τον εθελοντή που την ανεβάζει.',
          'Τα βίντεο του YouTube δεν ξεκινούν ποτέ μόνα τους. Μέχρι να πατήσετε αναπαραγωγή βλέπετε μια εικόνα του ιστότοπου και δεν φορτώνεται τίποτα από το YouTube· με το πάτημα, το βίντεο φορτώνεται από το YouTube και ξεκινά.',
          'Ο ιστότοπος δεν έχει κινούμενα στοιχεία που αναβοσβήνουν, που αλλάζουν πάνω από τρεις φορές το δευτερόλεπτο ή που διαρκούν περισσότερο από πέντε δευτερόλεπτα. Αν η συσκευή σας ζητά λιγότερη κίνηση, κάθε κίνηση σταματά. Ένας αυτόματος έλεγχος των στυλ του ιστότοπου αποτυγχάνει αν μια νέα κίνηση δεν σέβεται αυτή τη ρύθμιση.',
          'Το χρονόμετρο κρίσης στη σελίδα των πρώτων βοηθειών αλλάζει κείμενο και χρώμα στα πέντε λεπτά· δεν αναβοσβήνει ποτέ.',
        ),
      ],
    },
    {
      id: 'known-limitations',
      title: 'Γνωστοί περιορισμοί',
      blocks: [
        list(
          'Ορισμένα άρθρα, νέα και ιστορίες δεν είναι ακόμη διαθέσιμα στα ελληνικά και εμφανίζονται στα αγγλικά.',
          'Σε εικόνες που προσθέτουν οι εθελοντές μας μπορεί να λείπει μια καλή περιγραφή κειμένου. Παρακαλούμε ενημερώστε μας αν εντοπίσετε κάποια.',
          'Τα βίντεο που ενσωματώνονται από το YouTube μπορεί να μην έχουν υπότιτλους ή απομαγνητοφώνηση στη γλώσσα σας, και το πρόγραμμα αναπαραγωγής του YouTube δεν ελέγχεται από εμάς.',
          'Το παράθυρο του αριθμού έκτακτης ανάγκης, τα μενού και το παράθυρο της κοινότητας χρειάζονται JavaScript. Χωρίς αυτήν, όλες οι σελίδες και οι σύνδεσμοι λειτουργούν κανονικά, και το 112 καλεί τις υπηρεσίες έκτακτης ανάγκης στην Κύπρο και σε όλη την ΕΕ.',
          'Ιστότοποι και έγγραφα άλλων οργανισμών στους οποίους παραπέμπουμε μπορεί να μην είναι προσβάσιμα.',
        ),
      ],
    },
    {
      id: 'how-we-tested',
      title: 'Πώς ελέγξαμε',
      blocks: [
        p(
          'Η δήλωση συντάχθηκε στις 22 Νοεμβρίου 2026 με βάση τους δικούς μας ελέγχους: αυτόματους ελέγχους με το axe-core σε κάθε σελίδα στα ελληνικά και στα αγγλικά, και χρήση κάθε μενού και παραθύρου διαλόγου μόνο με πληκτρολόγιο, σε μέγεθος οθόνης κινητού και υπολογιστή. Την αναθεωρούμε κάθε φορά που ο ιστότοπος αλλάζει σημαντικά.',
        ),
      ],
    },
    {
      id: 'feedback',
      title: 'Σχόλια και επικοινωνία',
      blocks: [
        p(
          'Αν κάτι στον ιστότοπο είναι δύσκολο στη χρήση ή χρειάζεστε πληροφορίες σε άλλη μορφή, παρακαλούμε ενημερώστε μας. Στόχος μας είναι να απαντάμε μέσα σε 10 εργάσιμες ημέρες.',
        ),
        contact,
      ],
    },
  ],
}

export const ACCESSIBILITY_STATEMENT: Record<Lang, LegalDocument> = { en, el }
