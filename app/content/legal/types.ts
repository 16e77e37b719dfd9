/** The shape of the legal and accessibility pages' text (one document per language). */

/** Services the site contacts only when the operator configures them. */
export type ThirdPartyKey =
  'whatsapp' | 'facebook' | 'instagram' | 'geolocation' | 'analytics' | 'youtube' | 'email'

/** 'on': configured for this site; 'off': not in use; 'video': only on pages that contain a video. */
export type ThirdPartyStatus = 'on' | 'off' | 'video'

export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  /** A list of third parties; the page marks which ones this installation uses. */
  | { kind: 'third-parties'; items: { key: ThirdPartyKey; name: string; text: string }[] }
  /** Where the foundation's configured contact details are shown. */
  | { kind: 'contact' }

export interface LegalSection {
  id: string
  title: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: string
  description: string
  lead: string
  sections: LegalSection[]
}

export const p = (text: string): LegalBlock => ({ kind: 'p', text })
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items })
export const contact: LegalBlock = { kind: 'contact' }

/** A part of a stored legal page the site fills in: `[services]`, `[contact]` in its text. */
export type GeneratedPart = 'services' | 'contact'

/** A piece of a stored legal page's section: its rich text, or a part the site fills in. */
export type LegalPart = { html: string } | { generated: GeneratedPart }

/** A section of a stored legal page, as the page lays it out (legal-text.server.ts). */
export interface LegalPageSection {
  /** The heading's id, the anchor of links and search results ('' before the first heading). */
  id: string
  /** The heading as plain text (the contents list, the search index). */
  title: string
  /** The heading as stored (sanitised rich text). */
  titleHtml: string
  parts: LegalPart[]
}
