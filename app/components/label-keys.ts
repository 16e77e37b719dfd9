/**
 * Translation keys the UI makes from a value (an editor button's name, a dropped file's error,
 * a language): one function per purpose, typed against the English strings and listed by
 * label-keys.test.ts, which checks every key each can give in both languages. The keys made from
 * the domain's data are in app/domain/label-keys.ts.
 */
import type { ThirdPartyStatus } from '~/content/legal/types'
import type { TranslationKey } from '~/i18n/keys'
import type { Lang } from '~/i18n/languages'
import type { ContentBlockType } from '~/lib/content-blocks'
import type { ImageAlign, ImageSize } from '~/lib/image-layout'
import type { DropErrorKind } from './forms/upload-image'

export const EDITOR_BUTTONS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'heading2',
  'heading3',
  'bulletList',
  'orderedList',
  'quote',
  'alignLeft',
  'alignCenter',
  'alignRight',
  'alignJustify',
] as const
export type EditorButton = (typeof EDITOR_BUTTONS)[number]

/** The label of a formatting button of the rich-text editor's toolbar. */
export function editorButtonKey(name: EditorButton): TranslationKey {
  return `admin.editor.${name}`
}

export const URL_DIALOG_KINDS = ['link', 'video'] as const
export const URL_DIALOG_PARTS = ['Title', 'Description', 'Url'] as const

/** The title, description and field label of the editor's dialog asking for an address. */
export function urlDialogKey(
  kind: (typeof URL_DIALOG_KINDS)[number],
  part: (typeof URL_DIALOG_PARTS)[number],
): TranslationKey {
  return `admin.editor.${kind}${part}`
}

/** The label of an image layout choice in the editor. */
export function imageAlignKey(align: ImageAlign): TranslationKey {
  return `admin.editor.imageAlign.${align}`
}
export function imageSizeKey(size: ImageSize): TranslationKey {
  return `admin.editor.imageSize.${size}`
}

/** Every reason a dropped file is refused (checkDroppedFiles). */
export const DROP_ERRORS = [
  'file-invalid-type',
  'file-too-large',
  'file-too-small',
  'too-many-files',
] as const satisfies readonly DropErrorKind[]

/** The message of a refused drop (it takes the size limit as `size`). */
export function dropErrorKey(kind: DropErrorKind): TranslationKey {
  return `admin.upload.dropError.${kind}`
}

/** The name of a kind of block of a wiki article's content. */
export function blockTypeKey(type: ContentBlockType): TranslationKey {
  return `admin.wiki.editor.blocks.types.${type}`
}

/** The heading of each side of an edit conflict's comparison. */
export function mergeSideKey(side: 'theirs' | 'yours'): TranslationKey {
  return `admin.editorial.merge.${side}`
}

export const EMERGENCY_SERVICES = ['ambulance', 'police', 'fire'] as const
/** The name of an emergency service beside its number. */
export function emergencyServiceKey(service: (typeof EMERGENCY_SERVICES)[number]): TranslationKey {
  return `emergency.${service}`
}

/** Whether a third-party service is on, as the privacy page says it. */
export function thirdPartyStatusKey(state: ThirdPartyStatus): TranslationKey {
  return `legal.status.${state}`
}

/** A language's name, in that language. */
export function languageNameKey(lang: Lang): TranslationKey {
  return `common.language.${lang}`
}
