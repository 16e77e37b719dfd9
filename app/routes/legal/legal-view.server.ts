/**
 * What a legal page's route loads (privacy, terms, accessibility): its stored page (decision
 * 0069) cut into the sections it lays out, and what the parts the site fills in show here: which
 * of the other services this installation uses, and whether it counts visits.
 */
import { data, type RouterContextProvider } from 'react-router'

import { langContext, servicesContext } from '~/context.server'
import { LEGAL_DOCUMENTS, legalSections, type LegalSlug } from '~/content/legal/legal-text.server'
import { thirdPartyStatus } from '~/content/legal/third-party-status.server'
import { loadPage } from '../pages/page-view.server'

/** The list of other services, as the document it was written in describes them. */
function servicesOf(slug: LegalSlug, lang: 'en' | 'el') {
  return LEGAL_DOCUMENTS[slug][lang].sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => (block.kind === 'third-parties' ? block.items : []))
}

export async function loadLegalPage(context: Readonly<RouterContextProvider>, slug: LegalSlug) {
  const found = await loadPage(context, slug)
  // An editor may have taken the page back to a draft: visitors then find no page.
  if (!found) throw data(null, { status: 404 })
  const { page, editor } = found
  const lang = page.contentLang ?? context.get(langContext)
  const { config } = context.get(servicesContext)
  return {
    page,
    editor,
    /** The reader's language (the date's words). */
    uiLang: context.get(langContext),
    sections: legalSections(slug, page.content, lang, { analytics: config.ANALYTICS }),
    services: servicesOf(slug, lang),
    // The policy says which optional services this installation really uses.
    thirdParties: thirdPartyStatus(config),
    meta: { title: page.title, description: page.metaDescription ?? page.lead },
  }
}
