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
      created: t(`admin.${kind}.toast.created`),
      updated: t(`admin.${kind}.toast.updated`),
      restored: t('admin.editorial.history.restoredDeleted'),
    }),
    [t, kind],
  )
  useNoticeToast(notices)
  if (!item)
    return (
      <NotFoundScreen
        title={t(`${kind}.notFound.title`)}
        text={t(`${kind}.notFound.text`)}
        backTo={listPath}
        backLabel={t(`${kind}.back`)}
      />
    )
  const path = itemPath(kind, item.id)
  return (
    <ArticleDetail
      item={item}
      kind={KIND_INFO[kind].likeKind}
      lang={lang}
      categoryLabel={t(`${kind}.categories.${item.category}`)}
      backTo={listPath}
      backLabel={t(`${kind}.back`)}
      admin={
        auth.isAdmin
          ? {
              title: item.title,
              editHref: `${path}/edit`,
              deleteAction: path,
              redirectTo: listPath,
              confirmMessage: t(`admin.${kind}.confirmDelete`),
              successMessage: t(`admin.${kind}.toast.deleted`),
              failureMessage: t(`admin.${kind}.toast.deleteFailed`),
            }
          : undefined
      }
    />
  )
}
