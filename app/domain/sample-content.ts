/**
 * Sample cards for the events, news and stories lists (docs/product.md, Sample cards): shown (and
 * marked as samples) only when a table is empty, so a new installation without demo content does
 * not open on a blank page. They link nowhere.
 */
import type { Lang } from '~/i18n/languages'
import { dateFromOffset } from '~/lib/day-offset'
import type { EventCategory, NewsCategory, StoryCategory } from './constants'

interface Sample {
  title: string
  titleEl: string
  text: string
  textEl: string
  dayOffset: number
  tags: string[]
}

export const SAMPLE_EVENTS: (Sample & { category: EventCategory })[] = [
  {
    title: 'Epilepsy Support Group Meeting',
    titleEl: 'Συνάντηση ομάδας υποστήριξης για την επιληψία',
    text: 'A monthly, informal meeting for people living with epilepsy and their families to share experiences and support each other.',
    textEl:
      'Μηνιαία, χαλαρή συνάντηση για ανθρώπους που ζουν με επιληψία και τις οικογένειές τους, για να μοιραστούν εμπειρίες και να στηρίξουν ο ένας τον άλλον.',
    dayOffset: 14,
    category: 'support-group',
    tags: ['community', 'free'],
  },
  {
    title: 'Seizure First Aid Workshop',
    titleEl: 'Εργαστήριο πρώτων βοηθειών σε κρίση',
    text: 'Learn how to recognise a seizure and what to do, step by step, with a trained instructor.',
    textEl:
      'Μάθετε να αναγνωρίζετε μια κρίση και τι πρέπει να κάνετε, βήμα προς βήμα, με εκπαιδευμένο εκπαιδευτή.',
    dayOffset: 28,
    category: 'education',
    tags: ['workshop', 'adults'],
  },
  {
    title: 'Purple Day Awareness Walk',
    titleEl: 'Περίπατος ευαισθητοποίησης για την Ημέρα του Μωβ',
    text: 'Walk with us in purple to raise awareness of epilepsy in Cyprus. Families and friends welcome.',
    textEl:
      'Περπατήστε μαζί μας ντυμένοι στα μωβ για την ευαισθητοποίηση σχετικά με την επιληψία στην Κύπρο. Οικογένειες και φίλοι ευπρόσδεκτοι.',
    dayOffset: 45,
    category: 'awareness',
    tags: ['family', 'outdoors'],
  },
]

export const SAMPLE_NEWS: (Sample & { category: NewsCategory })[] = [
  {
    title: 'New Research on Epilepsy Treatment',
    titleEl: 'Νέα έρευνα για τη θεραπεία της επιληψίας',
    text: 'Researchers report encouraging results for people whose seizures do not respond to medication.',
    textEl:
      'Ερευνητές αναφέρουν ενθαρρυντικά αποτελέσματα για ανθρώπους των οποίων οι κρίσεις δεν ανταποκρίνονται στα φάρμακα.',
    dayOffset: -3,
    category: 'research',
    tags: ['research', 'treatment'],
  },
  {
    title: 'Community Support Programme Launched',
    titleEl: 'Ξεκίνησε πρόγραμμα υποστήριξης της κοινότητας',
    text: 'A new programme connects families affected by epilepsy with trained volunteers across Cyprus.',
    textEl:
      'Ένα νέο πρόγραμμα φέρνει σε επαφή οικογένειες που επηρεάζονται από την επιληψία με εκπαιδευμένους εθελοντές σε όλη την Κύπρο.',
    dayOffset: -10,
    category: 'community',
    tags: ['community', 'support'],
  },
]

export const SAMPLE_STORIES: (Sample & { category: StoryCategory })[] = [
  {
    title: 'Living Fully with Epilepsy',
    titleEl: 'Ζώντας πλήρως με την επιληψία',
    text: 'How one young woman finished her studies, found work she loves and learned to talk openly about her seizures.',
    textEl:
      'Πώς μια νέα γυναίκα ολοκλήρωσε τις σπουδές της, βρήκε μια δουλειά που αγαπά και έμαθε να μιλά ανοιχτά για τις κρίσεις της.',
    dayOffset: -5,
    category: 'inspiration',
    tags: ['hope', 'journey'],
  },
  {
    title: 'A Parent’s Journey',
    titleEl: 'Η διαδρομή ενός γονιού',
    text: 'A father shares what helped his family after their son’s diagnosis, and what he wishes he had known sooner.',
    textEl:
      'Ένας πατέρας μοιράζεται τι βοήθησε την οικογένειά του μετά τη διάγνωση του γιου του και τι θα ήθελε να ήξερε νωρίτερα.',
    dayOffset: -12,
    category: 'support',
    tags: ['family', 'support'],
  },
]

/** Samples as cards in the reader's language, dated relative to today. */
export function sampleCards<C extends string>(
  list: readonly (Sample & { category: C })[],
  lang: Lang,
) {
  return list.map((s, index) => ({
    key: `sample-${index}`,
    title: lang === 'el' ? s.titleEl : s.title,
    text: lang === 'el' ? s.textEl : s.text,
    date: dateFromOffset(s.dayOffset),
    category: s.category,
    tags: s.tags,
  }))
}
