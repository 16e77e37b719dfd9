/**
 * 'Emergency Number' (docs/product.md, Emergency number): the ambulance number of the visitor's
 * country with a Call Now link, the police and fire numbers, and a choice of another country kept
 * for the session. Loaded on demand: the country tables are not part of the first page load.
 */
import { Ambulance, ArrowRight, Phone } from 'lucide'
import { useId, useMemo } from 'react'
import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { useAreasLoaded } from '~/components/use-page-areas'
import type { Area } from '~/i18n/areas'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import type { Lang } from '~/i18n/languages'
import type { EmergencyResolution } from '~/lib/emergency-country'
import { chooseCountry } from '~/lib/emergency-lookup'
import { countryName, EMERGENCY_NUMBERS } from '~/lib/emergency-numbers'
import { LOCALE_OF } from '~/i18n/languages'
import { emergencyServiceKey } from '~/components/label-keys'
import type { TranslationKey } from '~/i18n/keys'

const SOURCE_KEY: Record<EmergencyResolution['source'], TranslationKey> = {
  chosen: 'emergency.source.chosen',
  header: 'emergency.source.location',
  geolocation: 'emergency.source.location',
  'time-zone': 'emergency.source.timeZone',
  unknown: 'emergency.source.unknown',
  fallback: 'emergency.source.fallback',
}

const EMERGENCY_AREAS: readonly Area[] = ['emergency']

export default function EmergencyDialog({
  open,
  onOpenChange,
  resolution,
  onResolutionChange,
  lang,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  resolution: EmergencyResolution
  onResolutionChange: (resolution: EmergencyResolution) => void
  lang: Lang
}) {
  // Its strings come with it, not with every page (the visitor pages' JavaScript budget).
  useAreasLoaded(EMERGENCY_AREAS)
  const { t } = useTranslation()
  const selectId = useId()
  const countries = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_OF[lang])
    return [...EMERGENCY_NUMBERS]
      .map((entry) => ({ code: entry.code, name: countryName(entry, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name))
  }, [lang])
  const { entry, number } = resolution
  const country = entry ? countryName(entry, lang) : t('emergency.unknownCountry')

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('chrome.close')} className="max-w-md">
        <DialogHeader>
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-emergency/10 text-emergency">
            <Icon icon={Ambulance} aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{t('emergency.title')}</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {t(SOURCE_KEY[resolution.source])}
          </DialogDescription>
        </DialogHeader>

        <p
          className="text-center text-lg font-semibold"
          aria-live="polite"
          data-testid="emergency-number"
        >
          {t('emergency.forCountry', { country, number })}
        </p>

        <Button asChild size="lg" className="h-14 bg-emergency text-lg hover:bg-emergency/90">
          <a href={`tel:${number}`}>
            <Icon icon={Phone} aria-hidden="true" className="!size-5" />
            {t('emergency.callNow')}
          </a>
        </Button>

        {entry && (entry.police !== number || entry.fire !== number) ? (
          <dl className="grid grid-cols-3 gap-2 text-center text-sm">
            {(
              [
                ['ambulance', entry.ambulance],
                ['police', entry.police],
                ['fire', entry.fire],
              ] as const
            ).map(([service, value]) => (
              <div key={service} className="rounded-lg bg-muted px-2 py-2">
                <dt className="text-muted-foreground">{t(emergencyServiceKey(service))}</dt>
                <dd>
                  <a
                    className="font-semibold text-foreground underline underline-offset-4"
                    href={`tel:${value}`}
                  >
                    {value}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-center text-sm text-muted-foreground">{t('emergency.allServices')}</p>
        )}

        <div className="grid gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium">
            {t('emergency.chooseCountry')}
          </label>
          <select
            id={selectId}
            value={entry && resolution.source !== 'fallback' ? entry.code : ''}
            onChange={(event) => {
              if (event.target.value) onResolutionChange(chooseCountry(event.target.value))
            }}
            className="h-11 w-full rounded-lg border border-border bg-background px-3 text-sm"
          >
            <option value="">{t('emergency.choosePlaceholder')}</option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>

        <p className="rounded-lg bg-primary-soft p-3 text-sm">{t('emergency.whenToCall')}</p>

        <DialogFooter className="sm:justify-between">
          <Link
            to="/first-aid"
            onClick={() => onOpenChange(false)}
            className="inline-flex items-center gap-1.5 self-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('emergency.firstAid')}
            <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
          </Link>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('chrome.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
