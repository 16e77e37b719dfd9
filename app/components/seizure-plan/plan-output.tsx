/**
 * Print, PDF, wallet card and share for the plan shown, in the language chosen here. The PDF
 * code (pdf-lib and the fonts) is imported on the first press, never with the page.
 */
import { CreditCard, FileDown, Printer, Share2 } from 'lucide'
import { useId } from 'react'

import { FileStatus, useFileStatus } from '~/components/device-files/file-status'
import { saveFile, shareableFile } from '~/components/device-files/save-file'
import { useHydrated } from '~/components/layout/use-hydrated'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { planFileName, planOutputProblem, type SeizurePlan } from '~/domain/seizure-plan'
import { LANGS, LOCALE_OF, type Lang } from '~/i18n/languages'
import type { TFunction } from '~/i18n/translator'
import { useTranslation } from '~/i18n/use-translation'
import type { PdfFormat } from './plan-pdf'

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', el: 'Ελληνικά' }

export function PlanOutput({
  plan,
  outputLang,
  onOutputLang,
  outputT,
}: {
  plan: SeizurePlan
  outputLang: Lang
  onOutputLang: (lang: Lang) => void
  outputT: TFunction
}) {
  const { t } = useTranslation()
  const id = useId()
  const { message, busy, run: runFileAction } = useFileStatus()
  // Known only in the browser: the Share button appears once the page is interactive.
  const canShare = useHydrated() && typeof navigator.canShare === 'function'
  const problem = planOutputProblem(plan)
  const problemText =
    problem === 'nameMissing'
      ? t('plan.output.nameMissing')
      : problem === 'numberError'
        ? t('plan.ambulance.numberError')
        : ''

  async function makePdf(format: PdfFormat) {
    const { makePlanPdf } = await import('./plan-pdf')
    const bytes = await makePlanPdf(plan, format, outputT, LOCALE_OF[outputLang])
    const name = planFileName(plan, format === 'a4' ? 'seizure-plan' : 'wallet-card', 'pdf')
    return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' })
  }

  const run = (action: () => Promise<string>) =>
    runFileAction(action, { making: t('plan.output.making'), failed: t('plan.output.failed') })

  const download = (format: PdfFormat) =>
    run(async () => {
      const file = await makePdf(format)
      saveFile(file)
      return t('plan.output.made', { file: file.name })
    })

  const share = () =>
    run(async () => {
      const file = await makePdf('a4')
      if (shareableFile(file)) {
        await navigator.share({ files: [file], title: file.name })
        return t('plan.output.shared')
      }
      saveFile(file)
      return t('plan.output.made', { file: file.name })
    })

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border-2 border-primary/40 p-4 sm:p-6 print:hidden"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-primary">
        {t('plan.output.title')}
      </h2>
      <fieldset className="mt-3">
        <legend className="font-semibold">{t('plan.output.language')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {LANGS.map((lang) => (
            <label key={lang} lang={lang} className="flex min-h-11 items-center gap-2 text-base">
              <input
                type="radio"
                name={`${id}-lang`}
                className="size-5 accent-primary"
                checked={outputLang === lang}
                onChange={() => onOutputLang(lang)}
              />
              {LANGUAGE_NAMES[lang]}
            </label>
          ))}
        </div>
      </fieldset>
      {problemText ? (
        <p id={`${id}-problem`} className="mt-3 font-medium text-danger">
          {problemText}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          size="lg"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onClick={() => window.print()}
        >
          <Icon icon={Printer} aria-hidden="true" className="size-5" />
          {t('plan.output.print')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={Boolean(problem) || busy}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onClick={() => download('a4')}
        >
          <Icon icon={FileDown} aria-hidden="true" className="size-5" />
          {t('plan.output.pdf')}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="secondary"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={Boolean(problem) || busy}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onClick={() => download('card')}
        >
          <Icon icon={CreditCard} aria-hidden="true" className="size-5" />
          {t('plan.output.card')}
        </Button>
        {canShare ? (
          <Button
            type="button"
            size="lg"
            variant="outline"
            className="h-auto min-h-12 whitespace-normal py-2"
            disabled={Boolean(problem) || busy}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onClick={share}
          >
            <Icon icon={Share2} aria-hidden="true" className="size-5" />
            {t('plan.output.share')}
          </Button>
        ) : null}
      </div>
      <FileStatus message={message} className="mt-3 min-h-6" />
    </section>
  )
}
