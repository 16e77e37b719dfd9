/**
 * The recovery position in three still pictures (seen from above, the helper kneeling at the
 * bottom edge). Plain SVG drawn from strokes: no animation, no external file, prints cleanly.
 * The numbered captions carry the instructions; the pictures only support them.
 */

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'
import { RECOVERY_STEPS, recoveryStepKey } from './guide'

const LIMB = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Mat() {
  return <rect x="8" y="14" width="184" height="98" rx="12" className="fill-primary-soft" />
}

function Head({ x, y }: { x: number; y: number }) {
  return <circle cx={x} cy={y} r="12" fill="currentColor" />
}

function Torso() {
  return <path d="M58 60 H118" {...LIMB} strokeWidth="24" />
}

/** Step 1: on the back, the near arm out at a right angle, elbow bent, palm up. */
function StepOne() {
  return (
    <>
      <Mat />
      <Head x={38} y={60} />
      <Torso />
      <path d="M120 53 H178 M120 67 H178" {...LIMB} strokeWidth="9" />
      <path d="M66 50 L104 44" {...LIMB} strokeWidth="8" />
      <path d="M66 70 V98 H46" {...LIMB} strokeWidth="8" />
    </>
  )
}

/** Step 2: the far hand held against the near cheek, the far knee bent up. */
function StepTwo() {
  return (
    <>
      <Mat />
      <Head x={38} y={60} />
      <Torso />
      <path d="M120 67 H178" {...LIMB} strokeWidth="9" />
      <path d="M120 53 L150 30 L172 46" {...LIMB} strokeWidth="9" />
      <path d="M66 70 V98 H46" {...LIMB} strokeWidth="8" />
      <path d="M66 48 L90 66 L52 70" {...LIMB} strokeWidth="8" />
    </>
  )
}

/** Step 3: rolled towards the helper onto the side, top knee bent forward, head tilted back. */
function StepThree() {
  return (
    <>
      <Mat />
      <Head x={36} y={56} />
      <path d="M56 62 H118" {...LIMB} strokeWidth="20" />
      <path d="M120 58 H178" {...LIMB} strokeWidth="9" />
      <path d="M120 66 L146 96 L172 92" {...LIMB} strokeWidth="9" />
      <path d="M64 56 V28 H46" {...LIMB} strokeWidth="8" />
      <path d="M66 70 L84 96 L44 72" {...LIMB} strokeWidth="8" />
    </>
  )
}

const PICTURES = [StepOne, StepTwo, StepThree] as const

export function RecoveryPosition({
  className,
  compact = false,
}: {
  className?: string
  compact?: boolean
}) {
  const { t } = useTranslation()
  return (
    <ol className={cn('grid', compact ? 'grid-cols-3 gap-2' : 'gap-4 sm:grid-cols-3', className)}>
      {PICTURES.map((Step, index) => (
        <li key={index}>
          <figure>
            <svg
              viewBox="0 0 200 124"
              role="img"
              aria-label={t('firstAid.recovery.figure', { step: index + 1 })}
              className="h-auto w-full text-primary"
            >
              <Step />
            </svg>
            {compact ? (
              // On the card the pictures are numbered only; the steps above say what to do.
              <figcaption className="text-center text-xs font-bold">{index + 1}</figcaption>
            ) : (
              <figcaption className="mt-2 text-base leading-relaxed">
                <span className="font-bold">{index + 1}. </span>
                {t(recoveryStepKey(RECOVERY_STEPS[index]!))}
              </figcaption>
            )}
          </figure>
        </li>
      ))}
    </ol>
  )
}
