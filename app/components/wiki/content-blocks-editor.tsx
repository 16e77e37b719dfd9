/**
 * The article editor's content blocks (title, text, image, video, link). They are posted as JSON
 * in `contentBlocks` and become the article's HTML on the server only when the content editor
 * is empty; the blocks themselves are never stored.
 */
import {
  ArrowDown,
  ArrowUp,
  Heading,
  Image,
  Link2,
  Plus,
  Text,
  Trash2,
  Video,
  type IconNode,
} from 'lucide'
import { useId, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import { Input, Label, Textarea } from '~/components/ui/input'
import { CONTENT_BLOCK_TYPES, type ContentBlock, type ContentBlockType } from '~/lib/content-blocks'
import { selectClass } from '~/components/forms/field'
import { blockTypeKey } from '~/components/label-keys'

const ICONS: Record<ContentBlockType, IconNode> = {
  title: Heading,
  text: Text,
  image: Image,
  video: Video,
  link: Link2,
}

let nextId = 0
const newId = () => `block-${Date.now().toString(36)}-${(nextId++).toString(36)}`

export function ContentBlocksEditor({ name }: { name: string }) {
  const { t } = useTranslation()
  const [blocks, setBlocks] = useState<ContentBlock[]>([])
  const headingId = useId()

  const update = (
    id: string,
    change: Partial<ContentBlock> | ((block: ContentBlock) => ContentBlock),
  ) =>
    setBlocks((current) =>
      current.map((block) =>
        block.id === id
          ? typeof change === 'function'
            ? change(block)
            : { ...block, ...change }
          : block,
      ),
    )
  const setMeta = (id: string, key: keyof NonNullable<ContentBlock['metadata']>, value: string) =>
    update(id, (block) => ({ ...block, metadata: { ...block.metadata, [key]: value } }))
  const move = (index: number, by: number) =>
    setBlocks((current) => {
      const next = [...current]
      const [block] = next.splice(index, 1)
      next.splice(index + by, 0, block!)
      return next
    })

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border p-4">
      <input type="hidden" name={name} value={JSON.stringify(blocks)} />
      <div>
        <h2 id={headingId} className="font-semibold">
          {t('admin.wiki.editor.blocks.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('admin.wiki.editor.blocks.hint')}</p>
      </div>
      {blocks.length > 0 ? (
        <ol className="grid gap-3">
          {blocks.map((block, index) => {
            const number = index + 1
            const typeName = t(blockTypeKey(block.type))
            const blockIcon = ICONS[block.type]
            const fieldId = (field: string) => `${block.id}-${field}`
            return (
              <li
                key={block.id}
                className="grid gap-3 rounded-lg bg-muted p-3"
                data-block-type={block.type}
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="inline-flex items-center gap-2 text-sm font-semibold">
                    <Icon icon={blockIcon} aria-hidden="true" className="size-4" />
                    {t('admin.wiki.editor.blocks.number', { number, type: typeName })}
                  </p>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('admin.wiki.editor.blocks.moveUp', { number })}
                    >
                      <Icon icon={ArrowUp} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('admin.wiki.editor.blocks.moveDown', { number })}
                    >
                      <Icon icon={ArrowDown} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 text-danger"
                      onClick={() =>
                        setBlocks((current) => current.filter((b) => b.id !== block.id))
                      }
                      aria-label={t('admin.wiki.editor.blocks.remove', { number })}
                    >
                      <Icon icon={Trash2} aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {block.type === 'text' ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={fieldId('content')}>
                      {t('admin.wiki.editor.blocks.content')}
                    </Label>
                    <Textarea
                      id={fieldId('content')}
                      rows={4}
                      value={block.content}
                      onChange={(event) => update(block.id, { content: event.target.value })}
                    />
                  </div>
                ) : (
                  <div className="grid gap-1.5">
                    <Label htmlFor={fieldId('content')}>
                      {block.type === 'title'
                        ? t('admin.wiki.editor.blocks.heading')
                        : block.type === 'link'
                          ? t('admin.wiki.editor.blocks.linkText')
                          : block.type === 'video'
                            ? t('admin.wiki.editor.blocks.videoTitle')
                            : t('admin.wiki.editor.blocks.altText')}
                    </Label>
                    <Input
                      id={fieldId('content')}
                      value={
                        block.type === 'image' ? (block.metadata?.alt_text ?? '') : block.content
                      }
                      onChange={(event) =>
                        block.type === 'image'
                          ? setMeta(block.id, 'alt_text', event.target.value)
                          : update(block.id, { content: event.target.value })
                      }
                    />
                  </div>
                )}
                {block.type === 'image' || block.type === 'video' || block.type === 'link' ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={fieldId('url')}>{t('admin.wiki.editor.blocks.url')}</Label>
                    <Input
                      id={fieldId('url')}
                      type="url"
                      inputMode="url"
                      value={block.metadata?.url ?? ''}
                      onChange={(event) => setMeta(block.id, 'url', event.target.value)}
                    />
                  </div>
                ) : null}
                {block.type === 'image' || block.type === 'video' ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={fieldId('caption')}>
                      {t('admin.wiki.editor.blocks.caption')}
                    </Label>
                    <Input
                      id={fieldId('caption')}
                      value={block.metadata?.caption ?? ''}
                      onChange={(event) => setMeta(block.id, 'caption', event.target.value)}
                    />
                  </div>
                ) : null}
                {block.type === 'link' ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={fieldId('target')}>
                      {t('admin.wiki.editor.blocks.target')}
                    </Label>
                    <select
                      id={fieldId('target')}
                      className={selectClass}
                      value={block.metadata?.target ?? '_self'}
                      onChange={(event) => setMeta(block.id, 'target', event.target.value)}
                    >
                      <option value="_self">{t('admin.wiki.editor.blocks.targetSelf')}</option>
                      <option value="_blank">{t('admin.wiki.editor.blocks.targetBlank')}</option>
                    </select>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ol>
      ) : null}
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t('admin.wiki.editor.blocks.add')}
      >
        {CONTENT_BLOCK_TYPES.map((type) => {
          const blockIcon = ICONS[type]
          return (
            <Button
              key={type}
              variant="outline"
              size="sm"
              onClick={() =>
                setBlocks((current) => [
                  ...current,
                  {
                    id: newId(),
                    type,
                    content: '',
                    ...(type === 'link' ? { metadata: { target: '_self' } } : {}),
                  },
                ])
              }
              aria-label={t('admin.wiki.editor.blocks.addType', {
                type: t(blockTypeKey(type)),
              })}
            >
              <Icon icon={Plus} aria-hidden="true" />
              <Icon icon={blockIcon} aria-hidden="true" />
              {t(blockTypeKey(type))}
            </Button>
          )
        })}
      </div>
    </section>
  )
}
