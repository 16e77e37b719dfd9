/**
 * /community: the WhatsApp community, as a page of its own. Every "Join Our Community" control
 * is a link here, so it works before the page's code has run; once it has, the same content
 * opens in a dialog instead (CommunityLink).
 */
import type { Route } from './+types/community'
import {
  CommunityDetails,
  CommunityJoinLink,
  useCommunityText,
} from '~/components/layout/community-details'
import { WhatsAppIcon } from '~/components/layout/social-icons'
import { PageEditSlot } from '~/components/pages/page-edit-slot'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { communityText } from '~/domain/fixed-texts.server'
import type { TranslationKey } from '~/i18n/keys'
import { rootMeta } from '~/lib/seo'
import { editorStarts } from './pages/page-view.server'

/** The text is the stored page `community` (decision 0068), which the dialog shows too. */
export async function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(i18nContext)
  const community = await communityText(context.get(servicesContext), context.get(langContext))
  return {
    editor: (await editorStarts(context, ['community']))?.community,
    meta: {
      title: t('chrome.community.metaTitle'),
      description: community.metaDescription || t('chrome.community.metaDescription'),
    },
  }
}

/** The parts of the page the site fills in, as its editor lists them. */
const FIXED_PARTS = [
  'admin.pages.fixedPart.invite',
  'admin.pages.fixedPart.newsletter',
] as const satisfies readonly TranslationKey[]

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  rootMeta(matches, { ...loaderData?.meta, pathname: '/community' })

export default function Community({ loaderData }: Route.ComponentProps) {
  const { title, text, lang } = useCommunityText()
  return (
    <>
      <PageEditSlot editor={loaderData.editor} fixedParts={FIXED_PARTS} />
      <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6" aria-labelledby="community-title">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-[#e7f6ec] text-[#1a7f3c]">
          <WhatsAppIcon className="size-7" />
        </span>
        <h1
          id="community-title"
          lang={lang}
          className="mt-4 text-3xl font-bold text-primary sm:text-4xl"
        >
          {title}
        </h1>
        <p lang={lang} className="mt-4 text-lg">
          {text}
        </p>
        <div className="mt-6 space-y-4">
          <CommunityDetails headingLevel={2} />
          <CommunityJoinLink />
        </div>
      </section>
    </>
  )
}
