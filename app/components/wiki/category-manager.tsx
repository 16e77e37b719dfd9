/**
 * The wiki category manager (admins; loaded only when opened): the list of categories, one
 * dialog to add and edit (create and edit modes), buttons that move a category up or down within
 * its section, and a confirm dialog before a delete that says the category's articles go with it
 * to Recently deleted.
 */
import { ArrowDown, ArrowUp, FolderPlus, Pencil, Trash2 } from 'lucide'
import { useEffect, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Field, selectClass } from '~/components/forms/field'
import { Input, Textarea } from '~/components/ui/input'
import { nameIn } from '~/lib/localized'
import { sectionOfCategoryPage, type MoveDirection } from '~/lib/wiki-category-order'
import { useRootData } from '~/components/use-root-data'
import type { AdminCategory } from '~/domain/wiki-types'
import { categoryInputSchema } from '~/domain/wiki-input'
import { useWikiAction } from './use-wiki-action'
import { useWikiForm } from './use-wiki-form'
import { SlugField, titlesSlugSource, useFollowingSlug } from './slug-field'
import { WikiDeleteDialog } from './wiki-delete-dialog'
import { wikiSectionNameKey } from '~/domain/label-keys'

export interface CategoryManagerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  categories: AdminCategory[]
  /** The section a new category starts in: the current section, or 0 (Other) from the wiki browser. */
  defaultPage: number
}

type FormState = { mode: 'create' } | { mode: 'edit'; category: AdminCategory } | null

export default function CategoryManager({
  open,
  onOpenChange,
  categories,
  defaultPage,
}: CategoryManagerProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const [form, setForm] = useState<FormState>(null)
  const [deleting, setDeleting] = useState<AdminCategory | null>(null)

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent closeLabel={t('admin.wiki.categories.close')} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{t('admin.wiki.categories.manageTitle')}</DialogTitle>
            <DialogDescription>{t('admin.wiki.categories.manageDescription')}</DialogDescription>
          </DialogHeader>
          <div>
            <Button onClick={() => setForm({ mode: 'create' })}>
              <Icon icon={FolderPlus} aria-hidden="true" />
              {t('admin.wiki.categories.add')}
            </Button>
          </div>
          {categories.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
              {t('admin.wiki.categories.empty')}
            </p>
          ) : (
            <ul
              className="divide-y divide-border rounded-lg border border-border"
              aria-label={t('admin.wiki.categories.list')}
            >
              {categories.map((category, index) => (
                <li
                  key={category.id}
                  className="flex flex-wrap items-center gap-3 p-3"
                  data-category={category.slug}
                >
                  {/* At least 12rem for the name: on a phone the buttons go under it rather than squeeze it. */}
                  <div className="min-w-48 flex-1">
                    <CategoryName category={category} />
                    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <span className="font-mono">/{category.slug}</span>
                      <Badge variant="muted">{t(wikiSectionNameKey(category.page))}</Badge>
                      <span>
                        {t('admin.wiki.categories.order', { index: category.orderIndex })}
                      </span>
                      <span>
                        {t('admin.wiki.categories.articles', { count: category.articleCount })}
                      </span>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <MoveButtons category={category} index={index} categories={categories} />
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9"
                      onClick={() => setForm({ mode: 'edit', category })}
                      aria-label={t('admin.wiki.categories.edit', {
                        name: nameIn(category, lang).text,
                      })}
                    >
                      <Icon icon={Pencil} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9 text-danger"
                      onClick={() => setDeleting(category)}
                      aria-label={t('admin.wiki.categories.delete', {
                        name: nameIn(category, lang).text,
                      })}
                    >
                      <Icon icon={Trash2} aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      {form ? (
        <CategoryFormDialog
          key={form.mode === 'edit' ? form.category.id : 'create'}
          state={form}
          defaultPage={defaultPage}
          onClose={() => setForm(null)}
        />
      ) : null}
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}

const sectionCode = sectionOfCategoryPage

/**
 * Up and down within the category's section (the list is grouped by section, in order): the
 * server swaps order indexes, the list comes back in its new order. The focus stays on the
 * moved category's button, or its other one when the category reached an end.
 */
/** The category's name in the admin's language (its Greek name for a Greek admin, when it has one). */
function CategoryName({ category }: { category: AdminCategory }) {
  const { lang } = useRootData()
  const name = nameIn(category, lang)
  return (
    <p className="font-semibold" lang={name.lang === lang ? undefined : name.lang}>
      {name.text}
    </p>
  )
}

function MoveButtons({
  category,
  index,
  categories,
}: {
  category: AdminCategory
  index: number
  categories: AdminCategory[]
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)
  const lastMove = useRef<MoveDirection>('up')
  const action = useWikiAction({
    successToast: () => t('admin.wikiOrder.moved'),
    failureToast: () => t('admin.wikiOrder.moveFailed'),
  })
  const section = sectionCode(category.page)
  const isFirst = index === 0 || sectionCode(categories[index - 1]!.page) !== section
  const isLast =
    index === categories.length - 1 || sectionCode(categories[index + 1]!.page) !== section

  useEffect(() => {
    if (action.busy || !action.result?.ok) return
    const [same, other] = lastMove.current === 'up' ? [upRef, downRef] : [downRef, upRef]
    const target = same.current?.disabled ? other.current : same.current
    target?.focus()
  }, [action.busy, action.result, isFirst, isLast])

  const move = (direction: MoveDirection) => {
    lastMove.current = direction
    const formData = new FormData()
    formData.set('intent', 'category-move')
    formData.set('id', category.id)
    formData.set('direction', direction)
    void action.submit(formData)
  }

  return (
    <>
      <Button
        ref={upRef}
        variant="outline"
        size="icon"
        className="size-9"
        disabled={isFirst || action.busy}
        onClick={() => move('up')}
        aria-label={t('admin.wikiOrder.moveUp', { name: nameIn(category, lang).text })}
      >
        <Icon icon={ArrowUp} aria-hidden="true" />
      </Button>
      <Button
        ref={downRef}
        variant="outline"
        size="icon"
        className="size-9"
        disabled={isLast || action.busy}
        onClick={() => move('down')}
        aria-label={t('admin.wikiOrder.moveDown', { name: nameIn(category, lang).text })}
      >
        <Icon icon={ArrowDown} aria-hidden="true" />
      </Button>
    </>
  )
}

function CategoryFormDialog({
  state,
  defaultPage,
  onClose,
}: {
  state: Exclude<FormState, null>
  defaultPage: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const editing = state.mode === 'edit' ? state.category : undefined
  // In create mode the slug follows the name (the Greek one while there is no English one)
  // until the admin edits the slug itself.
  const slug = useFollowingSlug(editing?.slug ?? '', Boolean(editing))
  const { errors, formProps, busy } = useWikiForm(categoryInputSchema, {
    successToast: (result) =>
      result.intent === 'category-create'
        ? t('admin.wiki.toast.categoryCreated')
        : t('admin.wiki.toast.categoryUpdated'),
    failureToast: () => t('admin.wiki.toast.categorySaveFailed'),
    onSuccess: onClose,
  })

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        closeLabel={t('admin.wiki.categories.close')}
        className="max-w-xl"
        closeOnOutsideClick={false}
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? t('admin.wiki.categories.editTitle') : t('admin.wiki.categories.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('admin.wiki.categories.manageDescription')}</DialogDescription>
        </DialogHeader>
        <form method="post" {...formProps} className="grid gap-4">
          <input
            type="hidden"
            name="intent"
            value={editing ? 'category-update' : 'category-create'}
          />
          {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <Field label={t('admin.wiki.categories.name')} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                defaultValue={editing?.name ?? ''}
                autoComplete="off"
                onChange={(event) => slug.follow(titlesSlugSource(event.currentTarget, 'name'))}
              />
            )}
          </Field>
          <Field
            label={t('admin.wiki.categories.nameEl')}
            hint={t('admin.wiki.categories.greekNameHint')}
            error={errors.nameEl}
          >
            {(control) => (
              <Input
                {...control}
                name="nameEl"
                lang="el"
                defaultValue={editing?.nameEl ?? ''}
                autoComplete="off"
                onChange={(event) => slug.follow(titlesSlugSource(event.currentTarget, 'name'))}
              />
            )}
          </Field>
          <SlugField
            slug={slug}
            label={t('admin.wiki.categories.slug')}
            hint={t('admin.wiki.categories.slugHint')}
            error={errors.slug}
          />
          <Field label={t('admin.wiki.categories.description')} error={errors.description}>
            {(control) => (
              <Textarea
                {...control}
                name="description"
                rows={3}
                defaultValue={editing?.description ?? ''}
              />
            )}
          </Field>
          <Field
            label={t('admin.wiki.categories.descriptionEl')}
            hint={t('admin.wiki.form.greekHint')}
            error={errors.descriptionEl}
          >
            {(control) => (
              <Textarea
                {...control}
                name="descriptionEl"
                lang="el"
                rows={3}
                defaultValue={editing?.descriptionEl ?? ''}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('admin.wiki.categories.orderIndex')} error={errors.orderIndex}>
              {(control) => (
                <Input
                  {...control}
                  name="orderIndex"
                  type="number"
                  step={1}
                  inputMode="numeric"
                  defaultValue={editing?.orderIndex ?? 0}
                />
              )}
            </Field>
            <Field label={t('admin.wiki.categories.section')} error={errors.page}>
              {(control) => (
                <select
                  {...control}
                  name="page"
                  className={selectClass}
                  defaultValue={String(sectionCode(editing?.page ?? defaultPage))}
                >
                  <option value="1">{t('wiki.sectionName.1')}</option>
                  <option value="2">{t('wiki.sectionName.2')}</option>
                  <option value="0">{t('wiki.sectionName.0')}</option>
                </select>
              )}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('admin.wiki.form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('admin.wiki.form.saving') : t('admin.wiki.form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const action = useWikiAction({
    successToast: () => t('admin.wiki.toast.categoryDeleted'),
    failureToast: () => t('admin.wiki.toast.categoryDeleteFailed'),
    onSuccess: onClose,
  })
  return (
    <WikiDeleteDialog
      fields={category ? { intent: 'category-delete', id: category.id } : null}
      action={action}
      onClose={onClose}
      title={t('admin.wiki.categories.deleteTitle')}
      description={t('admin.wiki.categories.deleteConfirm', {
        name: category ? nameIn(category, lang).text : '',
      })}
      note={
        category ? (
          <p className="text-sm font-semibold">
            {category.articleCount > 0
              ? t('admin.wiki.categories.deleteMoves', { count: category.articleCount })
              : t('admin.wiki.categories.deleteMovesEmpty')}
          </p>
        ) : null
      }
    />
  )
}
