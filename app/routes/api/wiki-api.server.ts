/**
 * Shared parts of the wiki JSON API (docs/api.md, "Wiki"): the JSON shapes, reading a body in
 * snake_case, and turning validation and domain errors into the API's error answers.
 */
import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'

import { servicesContext } from '~/context.server'
import type { Db } from '~/db/client.server'
import type { WikiArticleRow } from '~/db/schema'
import type { Viewer } from '~/domain/viewer'
import { latestRevision } from '~/domain/editorial.server'
import { pendingChangeOf } from '~/domain/pending-changes.server'
import { conflictFieldsJson, conflictMessage } from '~/http/edit-conflict.server'
import { requirePermission } from '~/http/guards.server'
import type { Permission } from '~/domain/permissions'
import { countArticlesByCategory, getCategoryById, WikiWriteError } from '~/domain/wiki.server'
import { wikiFieldErrors } from '~/domain/wiki-input'
import { translateFieldErrors } from '~/lib/form-input'
import {
  articleJson,
  articleSnapshot,
  bodyToInput,
  categoryJson,
  WIKI_ARTICLE_FIELDS,
} from '~/domain/wiki-json'
import { camelName } from '~/domain/content-kinds'
import { bilingualFields } from '~/domain/content-fields'
import { withGreekHeldFrom } from '~/lib/greek-held'
import { apiError } from '~/lib/api-error.server'
import { readTimeMinutes } from '~/lib/read-time'
import { tagLabelsJson, type GreekTagLabels } from '~/lib/tag-labels'
import { readGreekTagLabels } from '~/domain/tags.server'
import { checkOrigin, json, readJsonObject, t } from './api.server'
import { pendingChangeJson } from './content-item.server'
import { keyFromData } from '~/i18n/keys'

type Ctx = Readonly<RouterContextProvider>

/** The forms' camelCase names of fields as the API names them: the article's declared fields, and the rest. */
const CAMEL_TO_SNAKE: Record<string, string> = {
  ...Object.fromEntries(WIKI_ARTICLE_FIELDS.map((field) => [camelName(field), field])),
  nameEl: 'name_el',
  descriptionEl: 'description_el',
  contentBlocks: 'content_blocks',
}

/** 400 with the translated message of each field, named as the API names them. */
export function validationFailed(context: Ctx, error: z.ZodError) {
  const fields = translateFieldErrors(
    wikiFieldErrors(error),
    (key) => t(context, keyFromData(key)),
    (field) => CAMEL_TO_SNAKE[field] ?? field,
  )
  return apiError(400, 'validation_failed', t(context, 'admin.api.invalid'), fields)
}

/** A refused write as an API error: 404, 409 (slug in use, or saved by someone since `base_revision`) or 400. */
export function writeFailed(context: Ctx, error: unknown): Response {
  if (!(error instanceof WikiWriteError)) throw error
  if (error.since)
    return apiError(
      409,
      'conflict',
      conflictMessage(context, error.since, 'wiki', error.since.fields),
      conflictFieldsJson(context, error.since.fields),
    )
  const message = t(context, error.messageKey)
  const fields = error.field ? { [CAMEL_TO_SNAKE[error.field] ?? error.field]: message } : undefined
  if (error.code === 'not_found') return apiError(404, 'not_found', message)
  if (error.code === 'forbidden') return apiError(403, 'forbidden', message)
  if (error.code === 'conflict') return apiError(409, 'conflict', message, fields)
  return apiError(400, 'validation_failed', message, fields)
}

/**
 * A write: same-origin and permission checks first (editors' and admins' unless `permission`
 * says otherwise); a write the domain refuses answers as the API's error.
 */
export async function adminWrite(
  context: Ctx,
  request: Request,
  write: () => Promise<Response>,
  permission: Permission = 'publish',
): Promise<Response> {
  checkOrigin(context, request)
  requirePermission(context, permission, 'api', 'wiki')
  try {
    return await write()
  } catch (error) {
    return writeFailed(context, error)
  }
}

/** The input of a PATCH or PUT: PATCH changes the fields it sends over the stored ones; PUT replaces them all. */
export function replacementInput(
  request: Request,
  stored: Record<string, unknown>,
  body: Record<string, unknown>,
) {
  return request.method === 'PATCH' ? { ...stored, ...body } : body
}

/**
 * POST to a collection: the JSON body checked by `schema`, `create` stores it, and the answer is
 * 201 with the new item and its address below `collectionPath`.
 */
export function createFromBody<S extends z.ZodType>(
  context: Ctx,
  request: Request,
  schema: S,
  collectionPath: string,
  create: (db: Db, input: z.output<S>) => Promise<{ id: string; data: unknown }>,
  permission: Permission = 'publish',
): Promise<Response> {
  return adminWrite(
    context,
    request,
    async () => {
      const parsed = schema.safeParse(bodyToInput(await readJsonObject(context, request)))
      if (!parsed.success) return validationFailed(context, parsed.error)
      const { id, data } = await create(context.get(servicesContext).database.db, parsed.data)
      return json({ data }, { status: 201, headers: { Location: `${collectionPath}/${id}` } })
    },
    permission,
  )
}

export async function categoryWithCount(
  db: Db,
  viewer: Viewer,
  row: Parameters<typeof categoryJson>[0],
) {
  const counts = await countArticlesByCategory(db, viewer)
  return categoryJson(row, counts.get(row.id) ?? 0)
}

/** The article's texts with a Greek twin (`title` and `title_el`, ...), as withGreekHeld names them. */
const ARTICLE_GREEK = bilingualFields('wiki').map(camelName)

/** An article as the API answers `viewer`: visitors get no Greek that is not ready (null). */
export async function articleWithCategory(
  db: Db,
  viewer: Viewer,
  row: WikiArticleRow,
  categorySlug?: string,
  tagLabels?: GreekTagLabels,
) {
  const slug = categorySlug ?? (await getCategoryById(db, row.categoryId))?.slug ?? ''
  return {
    ...articleJson(
      withGreekHeldFrom(row, ARTICLE_GREEK, viewer),
      slug,
      readTimeMinutes(row.readTime, row.content),
    ),
    tag_labels: tagLabelsJson(row.tags, tagLabels ?? (await readGreekTagLabels(db))),
  }
}

/**
 * One article as the API answers it; the team also get its newest revision id, to edit on, and
 * the asker (`askerId`) their own pending change to it (decision 0055), which their edit form
 * opens on, so that they never save over it from the published text.
 */
export async function oneArticle(
  db: Db,
  viewer: Viewer,
  row: WikiArticleRow,
  categorySlug?: string,
  askerId?: string | null,
) {
  const json = await articleWithCategory(db, viewer, row, categorySlug)
  if (!viewer.isAdmin) return json
  json.revision_id = (await latestRevision(db, 'wiki', row.id))?.id ?? null
  if (askerId) {
    const change = await pendingChangeOf(db, 'wiki', row.id)
    if (change && change.authorId === askerId) json.pending_change = pendingChangeJson(change)
  }
  return json
}

/** A stored article as the form schemas read it (camelCase): what a PATCH is laid over. */
export function articleAsInput(row: WikiArticleRow): Record<string, unknown> {
  return bodyToInput(articleSnapshot(row))
}
