/**
 * Posts a form to the wiki pages' action (every admin form of the wiki and the sections), as an
 * enhanced form does, with the request's auth context set as the accounts middleware sets it.
 */
import type { Services } from '~/context.server'
import type { AuthState } from '~/domain/auth/auth-state'
import type { Lang } from '~/i18n/languages'
import { wikiAction } from '~/routes/wiki/wiki-action.server'
import { contextFor, ORIGIN } from './content-context'

/** Answers [status, body]; a field given as a list is sent once per value. */
export async function postWikiForm(
  services: Services,
  auth: AuthState,
  fields: Record<string, string | string[]>,
  lang: Lang = 'en',
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    for (const v of [value].flat()) form.append(key, v)
  const request = new Request(`${ORIGIN}/wiki/what-is-epilepsy`, { method: 'POST', body: form })
  const result = (await wikiAction({
    request,
    context: await contextFor(services, auth, { lang }),
  })) as unknown as {
    data: Record<string, unknown>
    init: ResponseInit | null
  }
  return [result.init?.status ?? 200, result.data] as const
}
