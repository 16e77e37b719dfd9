/** The terms of use of the site. */
import type { Lang } from '~/i18n/languages'
import { contact, list, p, type LegalDocument } from './types'

const en: LegalDocument = {
  title: 'Terms of Use',
  description:
    'The terms for using the Epilepsy Cyprus website: general information, not medical advice.',
  lead: 'Please read these terms before using the site. By using it, you accept them.',
  sections: [
    {
      id: 'about-the-site',
      title: 'About this site',
      blocks: [
        p(
          'This site is run by Epilepsy Cyprus, a foundation that supports people with epilepsy and their families in Cyprus. It offers information about epilepsy, news, events and the stories of people who live with it, free of charge.',
        ),
      ],
    },
    {
      id: 'not-medical-advice',
      title: 'Not medical advice',
      blocks: [
        p(
          'Everything on this site is general information. It does not replace the advice of a doctor or another health professional who knows your situation. Never stop or change a treatment because of something you read here without talking to your doctor first.',
        ),
        p(
          'In an emergency, call the emergency number of the country you are in: 112 in Cyprus and across the EU.',
        ),
      ],
    },
    {
      id: 'accuracy',
      title: 'Accuracy',
      blocks: [
        p(
          'We check our content carefully and keep it up to date, but medical knowledge changes and mistakes can happen. If you find something wrong, please tell us. The emergency numbers of other countries come from official sources; when you travel, check the local number as well.',
        ),
      ],
    },
    {
      id: 'events',
      title: 'Events',
      blocks: [
        p(
          'Dates, places and costs of events may change. Check with the organiser before you travel. You take part in events at your own risk, except where the law says otherwise.',
        ),
      ],
    },
    {
      id: 'community',
      title: 'Our community and other websites',
      blocks: [
        p(
          'Our WhatsApp community and our social media pages run on other companies’ services, under their own terms. In our community:',
        ),
        list(
          'be kind and respectful;',
          'do not share other people’s personal or health information without their permission;',
          'remember that other members share their own experience and are not medical professionals.',
        ),
        p(
          'We may remove anyone who does not respect these rules. Links to other websites are there for your convenience; we are not responsible for their content.',
        ),
      ],
    },
    {
      id: 'our-content',
      title: 'Using our content',
      blocks: [
        p(
          'You may read, print and share our articles for personal, non-commercial use, as long as you name Epilepsy Cyprus as the source and link to the page. Patient stories are published with the permission of the people in them: please do not copy them elsewhere. Photos and our logo may not be reused without our permission.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        p(
          'Accounts are for the foundation’s volunteers who look after the content. Keep your password to yourself and tell us at once if you think someone else has used your account. We may close an account that is misused.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        p(
          'We provide the site as it is and free of charge. As far as the law allows, we are not liable for loss or damage caused by using the site or by not being able to use it. Nothing in these terms limits the rights you have by law.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Applicable law',
      blocks: [
        p(
          'These terms are governed by the law of the Republic of Cyprus, and the courts of Cyprus have jurisdiction. This does not take away any right you have as a consumer to go to the courts of the country where you live.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [p('We may update these terms. The date at the top shows the latest version.')],
    },
    { id: 'contact', title: 'Contact', blocks: [contact] },
  ],
}

const el: LegalDocument = {
  title: 'Όροι Χρήσης',
  description:
    'Οι όροι χρήσης του ιστότοπου της Επιληψίας Κύπρου: γενικές πληροφορίες, όχι ιατρικές συμβουλές.',
  lead: 'Παρακαλούμε διαβάστε αυτούς τους όρους πριν χρησιμοποιήσετε τον ιστότοπο. Χρησιμοποιώντας τον, τους αποδέχεστε.',
  sections: [
    {
      id: 'about-the-site',
      title: 'Σχετικά με τον ιστότοπο',
      blocks: [
        p(
          'Τον ιστότοπο λειτουργεί η Επιληψία Κύπρου, ίδρυμα που στηρίζει ανθρώπους με επιληψία και τις οικογένειές τους στην Κύπρο. Προσφέρει δωρεάν πληροφορίες για την επιληψία, νέα, εκδηλώσεις και ιστορίες ανθρώπων που ζουν με αυτήν.',
        ),
      ],
    },
    {
      id: 'not-medical-advice',
      title: 'Δεν αποτελεί ιατρική συμβουλή',
      blocks: [
        p(
          'Όλο το περιεχόμενο του ιστότοπου είναι γενική ενημέρωση. Δεν αντικαθιστά τη συμβουλή γιατρού ή άλλου επαγγελματία υγείας που γνωρίζει την περίπτωσή σας. Μη διακόπτετε και μην αλλάζετε ποτέ μια θεραπεία εξαιτίας κάποιου κειμένου που διαβάσατε εδώ, χωρίς να μιλήσετε πρώτα με τον γιατρό σας.',
        ),
        p(
          'Σε έκτακτη ανάγκη, καλέστε τον αριθμό έκτακτης ανάγκης της χώρας όπου βρίσκεστε: το 112 στην Κύπρο και σε όλη την ΕΕ.',
        ),
      ],
    },
    {
      id: 'accuracy',
      title: 'Ακρίβεια',
      blocks: [
        p(
          'Ελέγχουμε προσεκτικά το περιεχόμενό μας και το ενημερώνουμε, όμως η ιατρική γνώση αλλάζει και μπορεί να γίνουν λάθη. Αν εντοπίσετε κάποιο λάθος, παρακαλούμε ενημερώστε μας. Οι αριθμοί έκτακτης ανάγκης άλλων χωρών προέρχονται από επίσημες πηγές· όταν ταξιδεύετε, ελέγξτε και τον τοπικό αριθμό.',
        ),
      ],
    },
    {
      id: 'events',
      title: 'Εκδηλώσεις',
      blocks: [
        p(
          'Οι ημερομηνίες, οι χώροι και το κόστος των εκδηλώσεων μπορεί να αλλάξουν. Επικοινωνήστε με τον διοργανωτή πριν μετακινηθείτε. Συμμετέχετε στις εκδηλώσεις με δική σας ευθύνη, εκτός αν ο νόμος ορίζει διαφορετικά.',
        ),
      ],
    },
    {
      id: 'community',
      title: 'Η κοινότητά μας και άλλοι ιστότοποι',
      blocks: [
        p(
          'Η κοινότητά μας στο WhatsApp και οι σελίδες μας στα μέσα κοινωνικής δικτύωσης λειτουργούν σε υπηρεσίες άλλων εταιρειών, με τους δικούς τους όρους. Στην κοινότητά μας:',
        ),
        list(
          'να είστε ευγενικοί και να σέβεστε τους άλλους·',
          'μη μοιράζεστε προσωπικά στοιχεία ή πληροφορίες υγείας άλλων χωρίς την άδειά τους·',
          'να θυμάστε ότι τα άλλα μέλη μοιράζονται τη δική τους εμπειρία και δεν είναι επαγγελματίες υγείας.',
        ),
        p(
          'Μπορούμε να απομακρύνουμε όποιον δεν τηρεί αυτούς τους κανόνες. Οι σύνδεσμοι προς άλλους ιστότοπους υπάρχουν για τη διευκόλυνσή σας· δεν ευθυνόμαστε για το περιεχόμενό τους.',
        ),
      ],
    },
    {
      id: 'our-content',
      title: 'Χρήση του περιεχομένου μας',
      blocks: [
        p(
          'Μπορείτε να διαβάζετε, να εκτυπώνετε και να μοιράζεστε τα άρθρα μας για προσωπική, μη εμπορική χρήση, εφόσον αναφέρετε την Επιληψία Κύπρου ως πηγή και παραπέμπετε στη σελίδα. Οι ιστορίες ασθενών δημοσιεύονται με την άδεια των ανθρώπων που αφορούν: παρακαλούμε μην τις αντιγράφετε αλλού. Οι φωτογραφίες και το λογότυπό μας δεν επιτρέπεται να χρησιμοποιηθούν χωρίς την άδειά μας.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Λογαριασμοί',
      blocks: [
        p(
          'Οι λογαριασμοί προορίζονται για τους εθελοντές του ιδρύματος που φροντίζουν το περιεχόμενο. Κρατήστε τον κωδικό σας μυστικό και ενημερώστε μας αμέσως αν πιστεύετε ότι κάποιος άλλος χρησιμοποίησε τον λογαριασμό σας. Μπορούμε να κλείσουμε λογαριασμό που χρησιμοποιείται καταχρηστικά.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Ευθύνη',
      blocks: [
        p(
          'Παρέχουμε τον ιστότοπο ως έχει και δωρεάν. Στο μέτρο που επιτρέπει ο νόμος, δεν ευθυνόμαστε για απώλεια ή ζημία από τη χρήση του ιστότοπου ή από την αδυναμία χρήσης του. Τίποτα σε αυτούς τους όρους δεν περιορίζει τα δικαιώματα που σας δίνει ο νόμος.',
        ),
      ],
    },
    {
      id: 'law',
      title: 'Εφαρμοστέο δίκαιο',
      blocks: [
        p(
          'Οι όροι διέπονται από το δίκαιο της Κυπριακής Δημοκρατίας και αρμόδια είναι τα δικαστήρια της Κύπρου. Αυτό δεν αφαιρεί κανένα δικαίωμα που έχετε ως καταναλωτής να προσφύγετε στα δικαστήρια της χώρας όπου ζείτε.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Αλλαγές στους όρους',
      blocks: [
        p(
          'Μπορεί να ενημερώσουμε αυτούς τους όρους. Η ημερομηνία στην κορυφή δείχνει την τελευταία έκδοση.',
        ),
      ],
    },
    { id: 'contact', title: 'Επικοινωνία', blocks: [contact] },
  ],
}

export const TERMS_OF_USE: Record<Lang, LegalDocument> = { en, el }
