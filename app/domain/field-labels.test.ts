import { describe, expect, it } from 'vitest'

import { createI18n } from '~/i18n/i18n'
import {
  eventInputSchema,
  newsInputSchema,
  pageInputSchema,
  storyInputSchema,
} from './content-schema'
import { fieldLabel, FIELD_LABEL_KEYS, type HistoryKind } from './field-labels'
import { WIKI_ARTICLE_FIELDS } from './wiki-json'

/** Every field a revision of each kind keeps: the input schemas' keys (as revisions store them). */
const FIELDS: Record<HistoryKind, readonly string[]> = {
  events: Object.keys(eventInputSchema().shape),
  news: Object.keys(newsInputSchema().shape),
  stories: Object.keys(storyInputSchema().shape),
  // A revision of an article also keeps who reviewed it, and when.
  wiki: [...WIKI_ARTICLE_FIELDS, 'reviewed_by', 'reviewed_on'],
  pages: Object.keys(pageInputSchema().shape),
}

/** Every field's label, exactly, in English and in Greek. */
const EXACT: Record<HistoryKind, Record<string, [en: string, el: string]>> = {
  events: {
    title: ['Title', 'Τίτλος'],
    title_el: ['Title (Greek)', 'Τίτλος (Ελληνικά)'],
    description: ['Description', 'Περιγραφή'],
    description_el: ['Description (Greek)', 'Περιγραφή (Ελληνικά)'],
    date: ['Date', 'Ημερομηνία'],
    time: ['Time', 'Ώρα'],
    end_time: ['Ends at', 'Λήξη'],
    location: ['Location', 'Τοποθεσία'],
    location_el: ['Location (Greek)', 'Τοποθεσία (Ελληνικά)'],
    category: ['Category', 'Κατηγορία'],
    cost: ['Cost', 'Κόστος'],
    cost_el: ['Cost (Greek)', 'Κόστος (Ελληνικά)'],
    access_info: ['Access and sensory information', 'Προσβασιμότητα και αισθητηριακές πληροφορίες'],
    access_info_el: [
      'Access and sensory information (Greek)',
      'Προσβασιμότητα και αισθητηριακές πληροφορίες (Ελληνικά)',
    ],
    capacity: ['Number of People (Optional)', 'Αριθμός ατόμων (προαιρετικό)'],
    contact_number: ['Contact number', 'Τηλέφωνο επικοινωνίας'],
    registration_link: ['Registration link', 'Σύνδεσμος εγγραφής'],
    featured: ['Featured event', 'Προβεβλημένη εκδήλωση'],
    tags: ['Tags', 'Ετικέτες'],
    image_url: ['Image', 'Εικόνα'],
    status: ['Status', 'Κατάσταση'],
    publish_at: ['Publish on (Cyprus time)', 'Δημοσίευση στις (ώρα Κύπρου)'],
    el_ready: ['Greek version', 'Ελληνική έκδοση'],
    slug: ['Address (slug)', 'Διεύθυνση (slug)'],
    meta_description: ['Search and sharing description', 'Περιγραφή για αναζήτηση και κοινοποίηση'],
    meta_description_el: [
      'Search and sharing description (Greek)',
      'Περιγραφή για αναζήτηση και κοινοποίηση (Ελληνικά)',
    ],
  },
  news: {
    title: ['Title', 'Τίτλος'],
    title_el: ['Title (Greek)', 'Τίτλος (Ελληνικά)'],
    excerpt: ['Excerpt', 'Περίληψη'],
    excerpt_el: ['Excerpt (Greek)', 'Περίληψη (Ελληνικά)'],
    content: ['Content', 'Περιεχόμενο'],
    content_el: ['Content (Greek)', 'Περιεχόμενο (Ελληνικά)'],
    category: ['Category', 'Κατηγορία'],
    date: ['Date', 'Ημερομηνία'],
    author: ['Author', 'Συντάκτης'],
    author_el: ['Author (Greek)', 'Συντάκτης (Ελληνικά)'],
    tags: ['Tags', 'Ετικέτες'],
    featured: ['Featured post', 'Προβεβλημένη ανάρτηση'],
    image_url: ['Image', 'Εικόνα'],
    status: ['Status', 'Κατάσταση'],
    publish_at: ['Publish on (Cyprus time)', 'Δημοσίευση στις (ώρα Κύπρου)'],
    el_ready: ['Greek version', 'Ελληνική έκδοση'],
    slug: ['Address (slug)', 'Διεύθυνση (slug)'],
    meta_description: ['Search and sharing description', 'Περιγραφή για αναζήτηση και κοινοποίηση'],
    meta_description_el: [
      'Search and sharing description (Greek)',
      'Περιγραφή για αναζήτηση και κοινοποίηση (Ελληνικά)',
    ],
  },
  stories: {
    title: ['Title', 'Τίτλος'],
    title_el: ['Title (Greek)', 'Τίτλος (Ελληνικά)'],
    excerpt: ['Excerpt', 'Περίληψη'],
    excerpt_el: ['Excerpt (Greek)', 'Περίληψη (Ελληνικά)'],
    content: ['Story', 'Ιστορία'],
    content_el: ['Story (Greek)', 'Ιστορία (Ελληνικά)'],
    author: ['Author', 'Συντάκτης'],
    author_el: ['Author (Greek)', 'Συντάκτης (Ελληνικά)'],
    date: ['Date', 'Ημερομηνία'],
    category: ['Category', 'Κατηγορία'],
    featured: ['Featured story', 'Προβεβλημένη ιστορία'],
    tags: ['Tags', 'Ετικέτες'],
    image_url: ['Image', 'Εικόνα'],
    status: ['Status', 'Κατάσταση'],
    publish_at: ['Publish on (Cyprus time)', 'Δημοσίευση στις (ώρα Κύπρου)'],
    el_ready: ['Greek version', 'Ελληνική έκδοση'],
    slug: ['Address (slug)', 'Διεύθυνση (slug)'],
    meta_description: ['Search and sharing description', 'Περιγραφή για αναζήτηση και κοινοποίηση'],
    meta_description_el: [
      'Search and sharing description (Greek)',
      'Περιγραφή για αναζήτηση και κοινοποίηση (Ελληνικά)',
    ],
  },
  wiki: {
    title: ['Title', 'Τίτλος'],
    title_el: ['Title (Greek)', 'Τίτλος (Ελληνικά)'],
    slug: ['Slug', 'Σύντομο όνομα διεύθυνσης (slug)'],
    category_id: ['Category', 'Κατηγορία'],
    excerpt: ['Excerpt', 'Περίληψη'],
    excerpt_el: ['Excerpt (Greek)', 'Περίληψη (Ελληνικά)'],
    content: ['Content', 'Περιεχόμενο'],
    content_el: ['Content (Greek)', 'Περιεχόμενο (Ελληνικά)'],
    status: ['Status', 'Κατάσταση'],
    order_index: ['Order index', 'Σειρά εμφάνισης'],
    read_time: ['Read time (minutes)', 'Χρόνος ανάγνωσης (λεπτά)'],
    tags: ['Tags', 'Ετικέτες'],
    featured_image_url: ['Featured image', 'Κύρια εικόνα'],
    original_url: ['Original URL', 'Αρχική διεύθυνση (URL)'],
    meta_description: ['Search engine description', 'Περιγραφή για τις μηχανές αναζήτησης'],
    meta_description_el: [
      'Search engine description (Greek)',
      'Περιγραφή για τις μηχανές αναζήτησης (Ελληνικά)',
    ],
    el_ready: ['Greek version', 'Ελληνική έκδοση'],
    publish_at: ['Publish on (Cyprus time)', 'Δημοσίευση στις (ώρα Κύπρου)'],
    sources: ['Sources', 'Πηγές'],
    next_review_due: ['Next review due', 'Επόμενη ιατρική αναθεώρηση'],
    reviewed_by: ['Medically reviewed by', 'Ιατρική αναθεώρηση από'],
    reviewed_on: ['Medically reviewed on', 'Ημερομηνία ιατρικής αναθεώρησης'],
  },
  pages: {
    title: ['Title', 'Τίτλος'],
    title_el: ['Title (Greek)', 'Τίτλος (Ελληνικά)'],
    slug: ['Address (slug)', 'Διεύθυνση (slug)'],
    lead: ['Introduction', 'Εισαγωγή'],
    lead_el: ['Introduction (Greek)', 'Εισαγωγή (Ελληνικά)'],
    content: ['Text', 'Κείμενο'],
    content_el: ['Text (Greek)', 'Κείμενο (Ελληνικά)'],
    meta_description: ['Search and sharing description', 'Περιγραφή για αναζήτηση και κοινοποίηση'],
    meta_description_el: [
      'Search and sharing description (Greek)',
      'Περιγραφή για αναζήτηση και κοινοποίηση (Ελληνικά)',
    ],
    status: ['Status', 'Κατάσταση'],
    publish_at: ['Publish on (Cyprus time)', 'Δημοσίευση στις (ώρα Κύπρου)'],
    el_ready: ['Greek version', 'Ελληνική έκδοση'],
  },
}

describe('field labels of the history page, against the real locale files', async () => {
  const en = await createI18n('en')
  const el = await createI18n('el')

  it('has a translated label for every field of every kind, in both languages', () => {
    for (const [kind, fields] of Object.entries(FIELDS) as [HistoryKind, readonly string[]][]) {
      for (const field of fields) {
        for (const t of [en.t, el.t]) {
          const label = fieldLabel(t, kind, field)
          expect(label, `${kind}.${field}`).not.toBe(field)
          expect(label, `${kind}.${field}`).not.toMatch(/^admin\.|[a-z]_[a-z]|\{\{/)
        }
      }
    }
  })

  it('points every key it lists at a string of both locale files', () => {
    for (const keys of Object.values(FIELD_LABEL_KEYS)) {
      for (const key of Object.values(keys)) {
        expect(en.t(key), key).not.toBe(key)
        expect(el.t(key), key).not.toBe(key)
      }
    }
  })

  it('says each name in the admin language, exactly', () => {
    expect(fieldLabel(en.t, 'events', 'contact_number')).toBe('Contact number')
    expect(fieldLabel(el.t, 'events', 'contact_number')).toBe('Τηλέφωνο επικοινωνίας')
    expect(fieldLabel(en.t, 'events', 'title_el')).toBe('Title (Greek)')
    expect(fieldLabel(el.t, 'events', 'title_el')).toBe('Τίτλος (Ελληνικά)')
    expect(fieldLabel(en.t, 'news', 'el_ready')).toBe('Greek version')
    expect(fieldLabel(el.t, 'news', 'el_ready')).toBe('Ελληνική έκδοση')
    expect(fieldLabel(el.t, 'wiki', 'featured_image_url')).toBe(
      el.t('admin.wiki.form.featuredImage'),
    )
    expect(fieldLabel(el.t, 'wiki', 'el_ready')).toBe('Ελληνική έκδοση')
  })

  it('gives every field of every kind its exact label in both languages', () => {
    for (const [kind, fields] of Object.entries(FIELDS) as [HistoryKind, readonly string[]][]) {
      expect(Object.keys(EXACT[kind]).sort(), kind).toEqual([...fields].sort())
      for (const field of fields) {
        const [english, greek] = EXACT[kind][field]!
        expect(fieldLabel(en.t, kind, field), `${kind}.${field}`).toBe(english)
        expect(fieldLabel(el.t, kind, field), `${kind}.${field}`).toBe(greek)
      }
    }
  })

  it('keeps the name of a field this version does not know (an old snapshot)', () => {
    expect(fieldLabel(en.t, 'news', 'retired_field')).toBe('retired_field')
  })
})
