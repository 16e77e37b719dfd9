/** The rule of an editor's note to an author (the review queue's form and its action). */
export const REVIEW_NOTE_MAX = 2000
