/**
 * /community: the WhatsApp community, as a page of its own. Every "Join Our Community" control
 * is a link here, so it works before the page's code has run; once it has, the same content
 * opens in a dialog instead (CommunityLink).
 */
import type { Route } from './+types/community'
import { CommunityDetails, CommunityJoinLink } from '~/components/layout/community-details'
import { WhatsAppIcon } from '~/components/layout/social-icons'
import { i18nContext } from '~/context.server'
import { useTranslation } from '~/i18n/use-translation'
import { rootMeta } from '~/lib/seo'

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  return {
    meta: {
      title: t('chrome.community.metaTitle'),
      description: t('chrome.community.metaDescription'),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/community' })

export default function Community() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6" aria-labelledby="community-title">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-[#e7f6ec] text-[#1a7f3c]">
        <WhatsAppIcon className="size-7" />
      </span>
      <h1 id="community-title" className="mt-4 text-3xl font-bold text-primary sm:text-4xl">
        {t('chrome.community.title')}
      </h1>
      <p className="mt-4 text-lg">{t('chrome.community.text')}</p>
      <div className="mt-6 space-y-4">
        <CommunityDetails headingLevel={2} />
        <CommunityJoinLink />
      </div>
    </section>
  )
}
