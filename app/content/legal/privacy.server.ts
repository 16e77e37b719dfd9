/** The privacy policy, matching what the site really stores and sends (keep it in step with the code). */
import type { Lang } from '~/i18n/languages'
import { contact, list, p, type LegalDocument } from './types'

const en: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'How Epilepsy Cyprus handles your information: no tracking, only the cookies the site needs, and other services only where we have switched them on.',
  lead: 'We built this site to be useful without collecting information about you. This page explains exactly what the site stores, why, and which other services may be involved.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        p(
          'This website is run by the Epilepsy Cyprus foundation ("we"), which supports people with epilepsy and their families in Cyprus. We are responsible (the "controller") for the personal data described here, under the EU General Data Protection Regulation (GDPR) and the law of the Republic of Cyprus (Law 125(I)/2018).',
        ),
      ],
    },
    {
      id: 'in-short',
      title: 'In short',
      blocks: [
        list(
          'You can read everything on this site without an account and without giving us any personal information.',
          'We do not use advertising or tracking cookies, and we do not build profiles of visitors.',
          'The site sets only the cookies it needs to work. They are listed below.',
          'No other company’s service is contacted from your browser unless we have switched it on. The list below shows which ones are in use.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and storage in your browser',
      blocks: [
        p('The site uses the following, and nothing else:'),
        list(
          '“lang”: remembers the language you chose (English or Greek), so that the next page is in the same language. It is set only when you pick a language and is kept for one year.',
          '“visitor_id”: a random code, set when you like an event, news post or story, so that a like from the same browser counts only once. It says nothing about who you are and is deleted when you close your browser.',
          'Sign-in cookie: only for people who sign in (the foundation’s volunteers who look after the content). It keeps you signed in, cannot be read by scripts on the page, and ends when you sign out or after a week without use.',
          'Session storage: the items you liked and the country you chose in the emergency-number window are kept in your browser only while the tab is open. The chosen country never leaves your device.',
        ),
        p(
          'These are strictly necessary for the features you use, so the site does not ask for consent with a banner. You can delete them at any time in your browser settings; the site keeps working, and only your language choice and likes are forgotten.',
        ),
      ],
    },
    {
      id: 'server',
      title: 'What our server receives',
      blocks: [
        p(
          'When your browser asks for a page, our server receives, like every web server, your IP address, the address of the page and the type of browser. We use this only to deliver the page, keep the site secure and find errors. Our server logs leave out cookies and are deleted regularly.',
        ),
        p(
          'To suggest the right emergency number, your browser compares its own time zone with a list built into the site. This happens on your device: nothing is sent to us. If our hosting provider tells our server which country a request comes from, we use that only to suggest the number and do not store it.',
        ),
      ],
    },
    {
      id: 'statistics',
      title: 'Visitor statistics',
      blocks: [
        p(
          'To learn which information helps people, our server counts the pages it serves, without cookies and without keeping anything about you. For each day it adds one to: the page’s address, its language, the kind of device (phone, tablet or computer, read from the type of browser and then forgotten), the website you came from (its name only, never the page), and your country when our hosting provider names it. It also counts what is searched on the site, with how many results, and how often the first-aid seizure timer is started (a number, nothing else).',
        ),
        p(
          'Your IP address and browser details are not stored, and nothing links one page view to another or to you. Visits by search engines and by the foundation’s own volunteers are not counted. Only the daily totals are kept; the foundation’s volunteers see them in the site’s statistics page.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts',
      blocks: [
        p(
          'Only the foundation’s volunteers have accounts. For them we store the e-mail address, the password in a securely hashed form, the sign-in sessions (with the browser and IP address used) and their role. E-mails that confirm an address or reset a password are sent through our e-mail provider. An account and its data are deleted when the volunteer leaves.',
        ),
      ],
    },
    {
      id: 'newsletter',
      title: 'Newsletter',
      blocks: [
        p(
          'If you sign up for our newsletter, we store your e-mail address, the language you chose, your name if you gave one, and a record of your consent: when you gave it, on which form and the exact sentence you agreed to. We first send one e-mail with a link to confirm (valid for 7 days); until you open it we send nothing else, and an unconfirmed sign-up is not used.',
        ),
        p(
          'For each newsletter we keep whether it was sent to you or failed, so that nobody gets it twice. If your mail server refuses our newsletter three times in a row, we stop sending to that address. Every newsletter has a link to unsubscribe with one click and to change the language; no sign-in is needed. We use your address for nothing else and share it with nobody but our e-mail provider, which delivers the mail. To have everything we keep about you deleted, write to us: we delete it at once.',
        ),
      ],
    },
    {
      id: 'other-services',
      title: 'Other services, only where switched on',
      blocks: [
        p(
          'The following services are used only if the foundation has set them up for this site. Each entry shows whether it is in use right now.',
        ),
        {
          kind: 'third-parties',
          items: [
            {
              key: 'whatsapp',
              name: 'WhatsApp (Meta)',
              text: 'The Join button opens the invitation to our community group on WhatsApp in a new tab. Nothing is sent to WhatsApp until you press it; after that, WhatsApp’s own privacy policy applies.',
            },
            {
              key: 'facebook',
              name: 'Facebook (Meta)',
              text: 'A link to our Facebook page. It is a plain link: Facebook learns nothing from this site until you follow it.',
            },
            {
              key: 'instagram',
              name: 'Instagram (Meta)',
              text: 'A link to our Instagram profile, and for signed-in volunteers a button that connects the foundation’s Instagram account. Nothing is contacted until one of them is used.',
            },
            {
              key: 'geolocation',
              name: 'Location service',
              text: 'Only when you open the emergency-number window, your browser asks a location service which country your IP address belongs to, to suggest the right number. The service sees your IP address.',
            },
            {
              key: 'analytics',
              name: 'Statistics dashboard',
              text: 'Signed-in administrators can view a statistics dashboard on their profile page. It is never loaded for visitors.',
            },
            {
              key: 'youtube',
              name: 'YouTube (Google)',
              text: 'Videos in articles are embedded in YouTube’s privacy-enhanced mode (youtube-nocookie.com) and never play on their own. When you open a page that contains a video, your browser loads the player from YouTube, which then sees your IP address.',
            },
            {
              key: 'email',
              name: 'E-mail provider',
              text: 'Sends the e-mails of volunteers’ accounts (address confirmation, password reset).',
            },
          ],
        },
      ],
    },
    {
      id: 'writing-to-us',
      title: 'When you write to us',
      blocks: [
        p(
          'If you e-mail us or send us a message on social media, we use what you send only to answer you, and delete it when it is no longer needed. Please do not send us detailed medical information: we are a support organisation, not a medical service.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        p(
          'You have the right to ask us what personal data we hold about you, to have it corrected or deleted, to restrict or object to its use, and to receive it in a portable form. Write to us using the details below; we reply within one month.',
        ),
        p(
          'You can also complain to the Commissioner for Personal Data Protection of the Republic of Cyprus (www.dataprotection.gov.cy).',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        p(
          'If the site starts to handle information differently, we update this page first. The date at the top shows the latest change.',
        ),
      ],
    },
    { id: 'contact', title: 'Contact', blocks: [contact] },
  ],
}

const el: LegalDocument = {
  title: 'Πολιτική Απορρήτου',
  description:
    'Πώς χειρίζεται η Επιληψία Κύπρου τις πληροφορίες σας: καμία παρακολούθηση, μόνο τα απαραίτητα cookies και άλλες υπηρεσίες μόνο όπου τις έχουμε ενεργοποιήσει.',
  lead: 'Φτιάξαμε αυτόν τον ιστότοπο ώστε να είναι χρήσιμος χωρίς να συλλέγει πληροφορίες για εσάς. Εδώ εξηγούμε ακριβώς τι αποθηκεύει ο ιστότοπος, για ποιο λόγο και ποιες άλλες υπηρεσίες μπορεί να εμπλέκονται.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Ποιοι είμαστε',
      blocks: [
        p(
          'Τον ιστότοπο λειτουργεί το ίδρυμα Επιληψία Κύπρου («εμείς»), που στηρίζει ανθρώπους με επιληψία και τις οικογένειές τους στην Κύπρο. Είμαστε υπεύθυνοι επεξεργασίας για τα προσωπικά δεδομένα που περιγράφονται εδώ, σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων της ΕΕ (ΓΚΠΔ) και τη νομοθεσία της Κυπριακής Δημοκρατίας (Νόμος 125(I)/2018).',
        ),
      ],
    },
    {
      id: 'in-short',
      title: 'Με λίγα λόγια',
      blocks: [
        list(
          'Μπορείτε να διαβάσετε τα πάντα στον ιστότοπο χωρίς λογαριασμό και χωρίς να μας δώσετε κανένα προσωπικό στοιχείο.',
          'Δεν χρησιμοποιούμε cookies διαφήμισης ή παρακολούθησης και δεν δημιουργούμε προφίλ επισκεπτών.',
          'Ο ιστότοπος ορίζει μόνο τα cookies που χρειάζεται για να λειτουργήσει. Αναφέρονται παρακάτω.',
          'Ο φυλλομετρητής σας δεν επικοινωνεί με υπηρεσία άλλης εταιρείας, εκτός αν την έχουμε ενεργοποιήσει. Η λίστα παρακάτω δείχνει ποιες χρησιμοποιούνται.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies και αποθήκευση στον φυλλομετρητή σας',
      blocks: [
        p('Ο ιστότοπος χρησιμοποιεί τα παρακάτω και τίποτε άλλο:'),
        list(
          '«lang»: θυμάται τη γλώσσα που επιλέξατε (ελληνικά ή αγγλικά), ώστε η επόμενη σελίδα να εμφανίζεται στην ίδια γλώσσα. Ορίζεται μόνο όταν επιλέγετε γλώσσα και διατηρείται για ένα χρόνο.',
          '«visitor_id»: ένας τυχαίος κωδικός που ορίζεται όταν δηλώνετε ότι σας αρέσει μια εκδήλωση, ένα νέο ή μια ιστορία, ώστε η ίδια προτίμηση από τον ίδιο φυλλομετρητή να μετρά μόνο μία φορά. Δεν λέει τίποτα για το ποιοι είστε και διαγράφεται όταν κλείσετε τον φυλλομετρητή.',
          'Cookie σύνδεσης: μόνο για όσους συνδέονται (τους εθελοντές του ιδρύματος που φροντίζουν το περιεχόμενο). Σας κρατά συνδεδεμένους, δεν μπορεί να διαβαστεί από σενάρια της σελίδας και λήγει όταν αποσυνδεθείτε ή μετά από μία εβδομάδα χωρίς χρήση.',
          'Αποθήκευση περιόδου λειτουργίας (session storage): ό,τι σας άρεσε και η χώρα που επιλέξατε στο παράθυρο του αριθμού έκτακτης ανάγκης φυλάσσονται στον φυλλομετρητή σας μόνο όσο η καρτέλα είναι ανοιχτή. Η επιλεγμένη χώρα δεν φεύγει ποτέ από τη συσκευή σας.',
        ),
        p(
          'Όλα αυτά είναι απολύτως απαραίτητα για τις λειτουργίες που χρησιμοποιείτε, γι’ αυτό ο ιστότοπος δεν ζητά συγκατάθεση με ειδοποίηση. Μπορείτε να τα διαγράψετε οποιαδήποτε στιγμή από τις ρυθμίσεις του φυλλομετρητή σας· ο ιστότοπος συνεχίζει να λειτουργεί και ξεχνά μόνο τη γλώσσα και τις προτιμήσεις σας.',
        ),
      ],
    },
    {
      id: 'server',
      title: 'Τι λαμβάνει ο διακομιστής μας',
      blocks: [
        p(
          'Όταν ο φυλλομετρητής σας ζητά μια σελίδα, ο διακομιστής μας λαμβάνει, όπως κάθε διακομιστής ιστού, τη διεύθυνση IP σας, τη διεύθυνση της σελίδας και τον τύπο του φυλλομετρητή. Τα χρησιμοποιούμε μόνο για να σας παραδώσουμε τη σελίδα, να διατηρούμε τον ιστότοπο ασφαλή και να εντοπίζουμε σφάλματα. Τα αρχεία καταγραφής μας δεν περιέχουν cookies και διαγράφονται τακτικά.',
        ),
        p(
          'Για να σας προτείνει τον σωστό αριθμό έκτακτης ανάγκης, ο φυλλομετρητής σας συγκρίνει τη δική του ζώνη ώρας με έναν κατάλογο που περιέχει ο ιστότοπος. Αυτό γίνεται στη συσκευή σας: δεν μας αποστέλλεται τίποτα. Αν ο πάροχος φιλοξενίας μας ενημερώνει τον διακομιστή από ποια χώρα προέρχεται ένα αίτημα, το χρησιμοποιούμε μόνο για να προτείνουμε τον αριθμό και δεν το αποθηκεύουμε.',
        ),
      ],
    },
    {
      id: 'statistics',
      title: 'Στατιστικά επισκεψιμότητας',
      blocks: [
        p(
          'Για να μαθαίνουμε ποιες πληροφορίες βοηθούν, ο διακομιστής μας μετρά τις σελίδες που σερβίρει, χωρίς cookies και χωρίς να κρατά τίποτα για εσάς. Για κάθε ημέρα προσθέτει ένα: στη διεύθυνση της σελίδας, στη γλώσσα της, στο είδος της συσκευής (κινητό, ταμπλέτα ή υπολογιστής, όπως προκύπτει από τον τύπο του φυλλομετρητή, ο οποίος στη συνέχεια ξεχνιέται), στον ιστότοπο από τον οποίο ήρθατε (μόνο το όνομά του, ποτέ τη σελίδα) και στη χώρα σας, όταν την αναφέρει ο πάροχος φιλοξενίας μας. Μετρά επίσης τι αναζητείται στον ιστότοπο, με πόσα αποτελέσματα, και πόσες φορές ξεκινά το χρονόμετρο κρίσης των πρώτων βοηθειών (έναν αριθμό, τίποτε άλλο).',
        ),
        p(
          'Η διεύθυνση IP σας και τα στοιχεία του φυλλομετρητή σας δεν αποθηκεύονται, και τίποτα δεν συνδέει μια προβολή σελίδας με άλλη ή με εσάς. Οι επισκέψεις των μηχανών αναζήτησης και των εθελοντών του ιδρύματος δεν μετρώνται. Κρατούνται μόνο τα ημερήσια σύνολα, τα οποία βλέπουν οι εθελοντές του ιδρύματος στη σελίδα στατιστικών του ιστότοπου.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: 'Λογαριασμοί',
      blocks: [
        p(
          'Λογαριασμούς έχουν μόνο οι εθελοντές του ιδρύματος. Για αυτούς αποθηκεύουμε τη διεύθυνση e-mail, τον κωδικό πρόσβασης σε ασφαλή κρυπτογραφημένη μορφή, τις συνδέσεις (με τον φυλλομετρητή και τη διεύθυνση IP που χρησιμοποιήθηκαν) και τον ρόλο τους. Τα e-mail επιβεβαίωσης διεύθυνσης και επαναφοράς κωδικού αποστέλλονται μέσω του παρόχου e-mail μας. Ο λογαριασμός και τα δεδομένα του διαγράφονται όταν ο εθελοντής αποχωρήσει.',
        ),
      ],
    },
    {
      id: 'newsletter',
      title: 'Ενημερωτικό δελτίο',
      blocks: [
        p(
          'Αν εγγραφείτε στο ενημερωτικό μας δελτίο, αποθηκεύουμε τη διεύθυνση e-mail σας, τη γλώσσα που επιλέξατε, το όνομά σας αν το δώσατε, και ένα αρχείο της συγκατάθεσής σας: πότε τη δώσατε, σε ποια φόρμα και την ακριβή φράση με την οποία συμφωνήσατε. Πρώτα σας στέλνουμε ένα μόνο e-mail με σύνδεσμο επιβεβαίωσης (ισχύει για 7 ημέρες)· μέχρι να τον ανοίξετε δεν σας στέλνουμε τίποτε άλλο, και μια εγγραφή χωρίς επιβεβαίωση δεν χρησιμοποιείται.',
        ),
        p(
          'Για κάθε δελτίο κρατάμε αν σας στάλθηκε ή αν η αποστολή απέτυχε, ώστε να μην το λάβει κανείς δύο φορές. Αν ο διακομιστής e-mail σας απορρίψει το δελτίο μας τρεις φορές στη σειρά, σταματάμε να στέλνουμε σε αυτή τη διεύθυνση. Κάθε δελτίο έχει σύνδεσμο για διαγραφή με ένα κλικ και για αλλαγή γλώσσας, χωρίς σύνδεση σε λογαριασμό. Δεν χρησιμοποιούμε τη διεύθυνσή σας για τίποτε άλλο και δεν τη μοιραζόμαστε με κανέναν εκτός από τον πάροχο e-mail μας, που παραδίδει τα μηνύματα. Για να διαγραφούν όλα όσα κρατάμε για εσάς, γράψτε μας: τα διαγράφουμε αμέσως.',
        ),
      ],
    },
    {
      id: 'other-services',
      title: 'Άλλες υπηρεσίες, μόνο όπου είναι ενεργοποιημένες',
      blocks: [
        p(
          'Οι παρακάτω υπηρεσίες χρησιμοποιούνται μόνο αν το ίδρυμα τις έχει ρυθμίσει για τον ιστότοπο. Για καθεμία φαίνεται αν χρησιμοποιείται αυτή τη στιγμή.',
        ),
        {
          kind: 'third-parties',
          items: [
            {
              key: 'whatsapp',
              name: 'WhatsApp (Meta)',
              text: 'Το κουμπί «Συμμετοχή» ανοίγει σε νέα καρτέλα την πρόσκληση για την ομάδα της κοινότητάς μας στο WhatsApp. Δεν αποστέλλεται τίποτα στο WhatsApp πριν το πατήσετε· μετά ισχύει η πολιτική απορρήτου του WhatsApp.',
            },
            {
              key: 'facebook',
              name: 'Facebook (Meta)',
              text: 'Σύνδεσμος προς τη σελίδα μας στο Facebook. Είναι απλός σύνδεσμος: το Facebook δεν μαθαίνει τίποτα από τον ιστότοπο μέχρι να τον ακολουθήσετε.',
            },
            {
              key: 'instagram',
              name: 'Instagram (Meta)',
              text: 'Σύνδεσμος προς το προφίλ μας στο Instagram και, για συνδεδεμένους εθελοντές, κουμπί σύνδεσης του λογαριασμού Instagram του ιδρύματος. Καμία επικοινωνία δεν γίνεται πριν χρησιμοποιηθεί κάποιο από αυτά.',
            },
            {
              key: 'geolocation',
              name: 'Υπηρεσία εντοπισμού τοποθεσίας',
              text: 'Μόνο όταν ανοίγετε το παράθυρο του αριθμού έκτακτης ανάγκης, ο φυλλομετρητής σας ρωτά μια υπηρεσία εντοπισμού σε ποια χώρα ανήκει η διεύθυνση IP σας, για να προτείνει τον σωστό αριθμό. Η υπηρεσία βλέπει τη διεύθυνση IP σας.',
            },
            {
              key: 'analytics',
              name: 'Πίνακας στατιστικών',
              text: 'Οι συνδεδεμένοι διαχειριστές μπορούν να δουν έναν πίνακα στατιστικών στη σελίδα του προφίλ τους. Δεν φορτώνεται ποτέ για τους επισκέπτες.',
            },
            {
              key: 'youtube',
              name: 'YouTube (Google)',
              text: 'Τα βίντεο στα άρθρα ενσωματώνονται με τη λειτουργία ενισχυμένου απορρήτου του YouTube (youtube-nocookie.com) και δεν ξεκινούν ποτέ μόνα τους. Όταν ανοίγετε μια σελίδα με βίντεο, ο φυλλομετρητής σας φορτώνει το πρόγραμμα αναπαραγωγής από το YouTube, το οποίο βλέπει τότε τη διεύθυνση IP σας.',
            },
            {
              key: 'email',
              name: 'Πάροχος e-mail',
              text: 'Αποστέλλει τα e-mail των λογαριασμών των εθελοντών (επιβεβαίωση διεύθυνσης, επαναφορά κωδικού).',
            },
          ],
        },
      ],
    },
    {
      id: 'writing-to-us',
      title: 'Όταν μας γράφετε',
      blocks: [
        p(
          'Αν μας στείλετε e-mail ή μήνυμα στα μέσα κοινωνικής δικτύωσης, χρησιμοποιούμε ό,τι μας στείλετε μόνο για να σας απαντήσουμε και το διαγράφουμε όταν δεν χρειάζεται πια. Παρακαλούμε να μη μας στέλνετε λεπτομερή ιατρικά στοιχεία: είμαστε οργανισμός στήριξης, όχι ιατρική υπηρεσία.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Τα δικαιώματά σας',
      blocks: [
        p(
          'Έχετε δικαίωμα να μάθετε ποια προσωπικά σας δεδομένα τηρούμε, να ζητήσετε τη διόρθωση ή τη διαγραφή τους, να περιορίσετε ή να αντιταχθείτε στη χρήση τους και να τα λάβετε σε φορητή μορφή. Γράψτε μας στα στοιχεία παρακάτω· απαντάμε μέσα σε ένα μήνα.',
        ),
        p(
          'Μπορείτε επίσης να υποβάλετε καταγγελία στον Επίτροπο Προστασίας Δεδομένων Προσωπικού Χαρακτήρα της Κυπριακής Δημοκρατίας (www.dataprotection.gov.cy).',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Αλλαγές στην πολιτική',
      blocks: [
        p(
          'Αν ο ιστότοπος αρχίσει να χειρίζεται πληροφορίες διαφορετικά, ενημερώνουμε πρώτα αυτή τη σελίδα. Η ημερομηνία στην κορυφή δείχνει την τελευταία αλλαγή.',
        ),
      ],
    },
    { id: 'contact', title: 'Επικοινωνία', blocks: [contact] },
  ],
}

export const PRIVACY_POLICY: Record<Lang, LegalDocument> = { en, el }
