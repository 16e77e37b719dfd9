/**
 * A page an admin added, at `/{slug}` (pages.server.ts). The site's own addresses rank above this
 * route (static segments first) and no page may take one of them (page-slugs.ts); an address
 * with no page is the site's not-found page, as before.
 */
import { data } from 'react-router'

import { RichTextContent } from '~/components/cards/rich-text-content'
import { PageEditSlot } from '~/components/pages/page-edit-slot'
import { i18nContext, requestContext } from '~/context.server'
import { rootMeta } from '~/lib/seo'
import { NotFoundContent } from '~/components/layout/not-found-content'
import type { Route } from './+types/page'
import { loadPage } from './page-view.server'
import { isFixedPageSlug } from '~/domain/page-slugs'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // A fixed page is shown by its own route (the home page's texts on the home page), never here.
  const found = isFixedPageSlug(params.pageSlug)
    ? undefined
    : await loadPage(context, params.pageSlug)
  if (!found) {
    const { pathname } = new URL(request.url)
    context.get(requestContext).logger.warn({ path: pathname }, 'page not found')
    const title = context.get(i18nContext).t('common.notFound.metaTitle')
    return data({ found: undefined, meta: { title } }, { status: 404 })
  }
  const { page } = found
  return {
    found,
    meta: { title: page.title, description: page.metaDescription ?? page.lead },
  }
}

/** A post to an address is answered as a visit, as the not-found page answers it. */
export const action = loader

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  loaderData?.found
    ? rootMeta(matches, { ...loaderData.meta, pathname: `/${params.pageSlug}` })
    : [{ title: loaderData?.meta.title }, { name: 'robots', content: 'noindex' }]

export default function TextPage({ loaderData }: Route.ComponentProps) {
  const { found } = loaderData
  if (!found) return <NotFoundContent />
  const { page, editor } = found
  return (
    <article>
      <PageEditSlot editor={editor} />
      <header className="bg-gradient-to-b from-primary-soft to-background">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1
            lang={page.titleLang}
            className="max-w-3xl text-3xl font-bold tracking-tight text-primary sm:text-4xl"
          >
            {page.title}
          </h1>
          {page.lead ? (
            <p lang={page.leadLang} className="mt-4 max-w-3xl text-lg text-muted-foreground">
              {page.lead}
            </p>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <RichTextContent html={page.content} lang={page.contentLang} />
      </div>
    </article>
  )
}
