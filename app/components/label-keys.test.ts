/**
 * Every key the UI's key functions (label-keys.ts, the first-aid guide) can give, for every value
 * they take, has a string in English and in Greek.
 */
import { describe, expect, it } from 'vitest'

import { missingStrings } from '../../tests/support/translation-keys'
import { LANGS } from '~/i18n/languages'
import { CONTENT_BLOCK_TYPES } from '~/lib/content-blocks'
import { IMAGE_ALIGNS, IMAGE_SIZES } from '~/lib/image-layout'
import {
  AFTER_STEPS,
  afterStepKey,
  CALL_AMBULANCE_IF,
  callAmbulanceKey,
  DO_NOT,
  doNotKey,
  DURING_STEPS,
  duringStepKey,
  RECOVERY_STEPS,
  recoveryStepKey,
} from './first-aid/guide'
import {
  blockTypeKey,
  DROP_ERRORS,
  dropErrorKey,
  EDITOR_BUTTONS,
  editorButtonKey,
  EMERGENCY_SERVICES,
  emergencyServiceKey,
  imageAlignKey,
  imageSizeKey,
  languageNameKey,
  mergeSideKey,
  thirdPartyStatusKey,
  URL_DIALOG_KINDS,
  URL_DIALOG_PARTS,
  urlDialogKey,
} from './label-keys'

const KEYS = {
  editorButtonKey: EDITOR_BUTTONS.map(editorButtonKey),
  urlDialogKey: URL_DIALOG_KINDS.flatMap((kind) =>
    URL_DIALOG_PARTS.map((part) => urlDialogKey(kind, part)),
  ),
  imageAlignKey: IMAGE_ALIGNS.map(imageAlignKey),
  imageSizeKey: IMAGE_SIZES.map(imageSizeKey),
  dropErrorKey: DROP_ERRORS.map(dropErrorKey),
  blockTypeKey: CONTENT_BLOCK_TYPES.map(blockTypeKey),
  mergeSideKey: (['theirs', 'yours'] as const).map(mergeSideKey),
  emergencyServiceKey: EMERGENCY_SERVICES.map(emergencyServiceKey),
  thirdPartyStatusKey: (['on', 'off', 'video'] as const).map(thirdPartyStatusKey),
  languageNameKey: LANGS.map(languageNameKey),
  duringStepKey: DURING_STEPS.flatMap((step) =>
    (['title', 'text'] as const).map((part) => duringStepKey(step, part)),
  ),
  doNotKey: DO_NOT.map(doNotKey),
  callAmbulanceKey: CALL_AMBULANCE_IF.map(callAmbulanceKey),
  afterStepKey: AFTER_STEPS.map(afterStepKey),
  recoveryStepKey: RECOVERY_STEPS.map(recoveryStepKey),
}

describe('translation keys the UI makes from a value', () => {
  it.each(Object.entries(KEYS))(
    '%s gives only keys with a string in en and el',
    async (_, keys) => {
      expect(keys.length).toBeGreaterThan(0)
      expect(await missingStrings(keys)).toEqual([])
    },
  )

  it('would name a key without a string, in each language', async () => {
    expect(await missingStrings(['emergency.lifeguard', 'likes.count'])).toEqual([
      'en: emergency.lifeguard',
      'el: emergency.lifeguard',
    ])
  })
})
