/**
 * The page of a news post or a patient story, with the admins' menu and the notices of a save.
 */
import { useMemo } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import { ArticleDetail, type ArticleView } from '~/components/cards/article-detail'
import { NotFoundScreen } from '~/components/cards/detail-parts'
import { useNoticeToast } from '~/components/cards/use-notice'
import { useRootData } from '~/components/use-root-data'
import { itemPath, KIND_INFO } from '~/domain/content-kinds'
import {
  adminKindStringKey,
  articleCategoryKey,
  kindStringKey,
  translatedOr,
} from '~/domain/label-keys'
import { isTeam } from '~/domain/permissions'

export function ArticlePage({
  kind,
  item,
}: {
  kind: 'news' | 'stories'
  item: ArticleView | null
}) {
  const { t } = useTranslation()
  const { lang, auth } = useRootData()
  const { listPath } = KIND_INFO[kind]
  const notices = useMemo(
    () => ({
      created: t(adminKindStringKey(kind, 'toast.created')),
      updated: t(adminKindStringKey(kind, 'toast.updated')),
      restored: t('admin.editorial.history.restoredDeleted'),
    }),
    [t, kind],
  )
  useNoticeToast(notices)
  if (!item)
    return (
      <NotFoundScreen
        title={t(kindStringKey(kind, 'notFound.title'))}
        text={t(kindStringKey(kind, 'notFound.text'))}
        backTo={listPath}
        backLabel={t(kindStringKey(kind, 'back'))}
      />
    )
  // Admins edit and delete by id; readers' links use the slug.
  const path = itemPath(kind, item.id)
  return (
    <ArticleDetail
      item={item}
      kind={KIND_INFO[kind].likeKind}
      lang={lang}
      categoryLabel={translatedOr(t, articleCategoryKey(kind, item.category), item.category)}
      backTo={listPath}
      backLabel={t(kindStringKey(kind, 'back'))}
      admin={
        isTeam(auth)
          ? {
              title: item.title,
              editHref: `${path}/edit`,
              deleteAction: path,
              redirectTo: listPath,
              confirmMessage: t(adminKindStringKey(kind, 'confirmDelete')),
              successMessage: t(adminKindStringKey(kind, 'toast.deleted')),
              failureMessage: t(adminKindStringKey(kind, 'toast.deleteFailed')),
            }
          : undefined
      }
    />
  )
}
