/**
 * Keys of the app_settings rows that mark one-time demo work as done, so that a later start does
 * not repeat it. The seed writes them; the site settings read them.
 */

/** Written in the same transaction as the demo content. */
export const DEMO_SEEDED_KEY = 'demo_content_seeded_at'
