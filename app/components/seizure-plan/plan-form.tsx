/**
 * The guided form of a seizure action plan. Every change goes straight to `onChange`, which the
 * page keeps on the device; there is no submit, and nothing leaves the browser.
 */
import { Plus, Trash2 } from 'lucide'
import { useId, useState, type ReactNode } from 'react'

import { callAmbulanceKey } from '~/components/first-aid/guide'
import { Button } from '~/components/ui/button'
import { FieldError, Input, Label, Textarea } from '~/components/ui/input'
import { Icon } from '~/components/ui/icon'
import { AMBULANCE_REASONS } from '~/domain/ambulance-reasons'
import {
  emptyContact,
  emptyMedicine,
  emptySeizureType,
  isEmergencyNumber,
  PLAN_LIMITS,
  TEXT_LIMITS,
  type SeizurePlan,
  type TextLimit,
} from '~/domain/seizure-plan'
import type { TranslationKey } from '~/i18n/keys'
import { useTranslation } from '~/i18n/use-translation'
import { smallPhoto } from './small-photo'

type Update = (change: (plan: SeizurePlan) => SeizurePlan) => void

function Section({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-primary">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-muted-foreground">{intro}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

function TextField({
  label,
  value,
  limit,
  onChange,
  multiline = false,
  type = 'text',
  hint,
  error,
  autoComplete = 'off',
}: {
  label: string
  value: string
  /** The field's longest text (domain/seizure-plan.ts): what still prints on two pages. */
  limit: TextLimit
  onChange: (value: string) => void
  multiline?: boolean
  type?: 'text' | 'tel'
  hint?: string
  error?: string
  autoComplete?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const max = TEXT_LIMITS[limit]
  const described = [
    hint ? `${id}-hint` : '',
    multiline ? `${id}-count` : '',
    error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const common = {
    id,
    value,
    maxLength: max,
    autoComplete,
    'aria-describedby': described || undefined,
    'aria-invalid': error ? true : undefined,
    className: 'text-base',
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <>
          <Textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
          {/* The longer texts say how much room is left: the limit keeps the printout short. */}
          <p id={`${id}-count`} className="text-sm text-muted-foreground">
            {t('plan.characters', { count: value.length, max })}
          </p>
        </>
      ) : (
        <Input
          {...common}
          type={type}
          className="h-12 text-base"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** A list of rows (contacts, seizure types, medicines) with add and remove buttons. */
function Rows<Row>({
  rows,
  max,
  itemKey,
  addKey,
  removeKey,
  make,
  onChange,
  render,
}: {
  rows: Row[]
  max: number
  itemKey: TranslationKey
  addKey: TranslationKey
  removeKey: TranslationKey
  make: () => Row
  onChange: (rows: Row[]) => void
  render: (row: Row, set: (row: Row) => void) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      {rows.map((row, index) => (
        <div
          // Rows have no identity of their own; their order is the one the person gave.
          key={index}
          role="group"
          aria-label={t(itemKey, { number: index + 1 })}
          className="space-y-3 rounded-xl bg-muted/40 p-3"
        >
          {render(row, (next) => onChange(rows.map((old, i) => (i === index ? next : old))))}
          {rows.length > 1 ? (
            <Button
              type="button"
              variant="outline"
              className="h-auto min-h-11 whitespace-normal py-2"
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Icon icon={Trash2} aria-hidden="true" className="size-4" />
              {t(removeKey, { number: index + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      {rows.length < max ? (
        <Button
          type="button"
          variant="secondary"
          className="h-auto min-h-11 whitespace-normal py-2"
          onClick={() => onChange([...rows, make()])}
        >
          <Icon icon={Plus} aria-hidden="true" className="size-4" />
          {t(addKey)}
        </Button>
      ) : null}
    </>
  )
}

function PhotoField({ plan, update }: { plan: SeizurePlan; update: Update }) {
  const { t } = useTranslation()
  const id = useId()
  const [error, setError] = useState(false)
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('plan.person.photo')}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('plan.person.photoHint')}
      </p>
      {plan.photo ? (
        <div className="flex items-center gap-4">
          <img
            src={plan.photo}
            alt={t('plan.person.photoAlt', { name: plan.name })}
            className="size-24 rounded-lg object-cover"
          />
          <Button
            type="button"
            variant="outline"
            className="h-auto min-h-11 whitespace-normal py-2"
            onClick={() => update(({ photo: _removed, ...rest }) => rest)}
          >
            {t('plan.person.removePhoto')}
          </Button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-hint`}
        className="block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:font-semibold"
        onChange={async (event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          const photo = await smallPhoto(file)
          setError(!photo)
          if (photo) update((plan) => ({ ...plan, photo }))
        }}
      />
      <FieldError id={`${id}-error`}>{error ? t('plan.person.photoError') : null}</FieldError>
    </div>
  )
}

export function PlanForm({ plan, update }: { plan: SeizurePlan; update: Update }) {
  const { t } = useTranslation()
  const set = <Key extends keyof SeizurePlan>(key: Key, value: SeizurePlan[Key]) =>
    update((plan) => ({ ...plan, [key]: value }))
  const numberValid = isEmergencyNumber(plan.ambulance.number)
  return (
    <div className="space-y-6">
      <Section title={t('plan.person.title')}>
        <TextField
          label={t('plan.person.name')}
          limit="name"
          value={plan.name}
          onChange={(name) => set('name', name)}
        />
        <PhotoField plan={plan} update={update} />
      </Section>

      <Section title={t('plan.contacts.title')}>
        <Rows
          rows={plan.contacts}
          max={PLAN_LIMITS.contacts}
          itemKey="plan.contacts.item"
          addKey="plan.contacts.add"
          removeKey="plan.contacts.remove"
          make={emptyContact}
          onChange={(contacts) => set('contacts', contacts)}
          render={(contact, setContact) => (
            <>
              <TextField
                label={t('plan.contacts.name')}
                limit="contactName"
                value={contact.name}
                onChange={(name) => setContact({ ...contact, name })}
              />
              <TextField
                label={t('plan.contacts.relation')}
                limit="relation"
                value={contact.relation}
                onChange={(relation) => setContact({ ...contact, relation })}
              />
              <TextField
                label={t('plan.contacts.phone')}
                limit="phone"
                type="tel"
                value={contact.phone}
                onChange={(phone) => setContact({ ...contact, phone })}
              />
            </>
          )}
        />
      </Section>

      <Section title={t('plan.care.title')}>
        <TextField
          label={t('plan.care.doctor')}
          limit="careName"
          value={plan.doctor.name}
          onChange={(name) => set('doctor', { ...plan.doctor, name })}
        />
        <TextField
          label={t('plan.care.doctorPhone')}
          limit="phone"
          type="tel"
          value={plan.doctor.phone}
          onChange={(phone) => set('doctor', { ...plan.doctor, phone })}
        />
        <TextField
          label={t('plan.care.hospital')}
          limit="careName"
          value={plan.hospital.name}
          onChange={(name) => set('hospital', { ...plan.hospital, name })}
        />
        <TextField
          label={t('plan.care.hospitalPhone')}
          limit="phone"
          type="tel"
          value={plan.hospital.phone}
          onChange={(phone) => set('hospital', { ...plan.hospital, phone })}
        />
      </Section>

      <Section title={t('plan.seizures.title')} intro={t('plan.seizures.intro')}>
        <Rows
          rows={plan.seizureTypes}
          max={PLAN_LIMITS.seizureTypes}
          itemKey="plan.seizures.item"
          addKey="plan.seizures.add"
          removeKey="plan.seizures.remove"
          make={emptySeizureType}
          onChange={(seizureTypes) => set('seizureTypes', seizureTypes)}
          render={(type, setType) => (
            <>
              <TextField
                label={t('plan.seizures.name')}
                limit="typeName"
                value={type.name}
                onChange={(name) => setType({ ...type, name })}
              />
              <TextField
                label={t('plan.seizures.looksLike')}
                limit="looksLike"
                multiline
                value={type.looksLike}
                onChange={(looksLike) => setType({ ...type, looksLike })}
              />
              <TextField
                label={t('plan.seizures.lasts')}
                limit="lasts"
                value={type.lasts}
                onChange={(lasts) => setType({ ...type, lasts })}
              />
              <TextField
                label={t('plan.seizures.whatToDo')}
                limit="whatToDo"
                multiline
                value={type.whatToDo}
                onChange={(whatToDo) => setType({ ...type, whatToDo })}
              />
            </>
          )}
        />
      </Section>

      <Section title={t('plan.triggers.title')}>
        <TextField
          label={t('plan.triggers.label')}
          limit="triggers"
          multiline
          value={plan.triggers}
          onChange={(triggers) => set('triggers', triggers)}
        />
      </Section>

      <Section title={t('plan.medicines.title')} intro={t('plan.medicines.intro')}>
        <Rows
          rows={plan.medicines}
          max={PLAN_LIMITS.medicines}
          itemKey="plan.medicines.item"
          addKey="plan.medicines.add"
          removeKey="plan.medicines.remove"
          make={emptyMedicine}
          onChange={(medicines) => set('medicines', medicines)}
          render={(medicine, setMedicine) => (
            <>
              <TextField
                label={t('plan.medicines.name')}
                limit="medicineName"
                value={medicine.name}
                onChange={(name) => setMedicine({ ...medicine, name })}
              />
              <TextField
                label={t('plan.medicines.when')}
                limit="medicineWhen"
                value={medicine.when}
                onChange={(when) => setMedicine({ ...medicine, when })}
              />
            </>
          )}
        />
      </Section>

      <Section title={t('plan.rescue.title')} intro={t('plan.rescue.intro')}>
        <TextField
          label={t('plan.rescue.medicine')}
          limit="rescueMedicine"
          value={plan.rescue.medicine}
          onChange={(medicine) => set('rescue', { ...plan.rescue, medicine })}
        />
        <TextField
          label={t('plan.rescue.keptWhere')}
          limit="keptWhere"
          value={plan.rescue.keptWhere}
          onChange={(keptWhere) => set('rescue', { ...plan.rescue, keptWhere })}
        />
        <TextField
          label={t('plan.rescue.whenToGive')}
          limit="whenToGive"
          multiline
          value={plan.rescue.whenToGive}
          onChange={(whenToGive) => set('rescue', { ...plan.rescue, whenToGive })}
        />
        <TextField
          label={t('plan.rescue.howToGive')}
          limit="howToGive"
          multiline
          value={plan.rescue.howToGive}
          onChange={(howToGive) => set('rescue', { ...plan.rescue, howToGive })}
        />
      </Section>

      <Section title={t('plan.ambulance.title')} intro={t('plan.ambulance.intro')}>
        <ul className="space-y-1">
          {AMBULANCE_REASONS.map((reason) => (
            <li key={reason}>
              <label className="flex min-h-11 items-center gap-3 text-base">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={plan.ambulance.reasons.includes(reason)}
                  onChange={(event) =>
                    set('ambulance', {
                      ...plan.ambulance,
                      reasons: AMBULANCE_REASONS.filter((item) =>
                        item === reason
                          ? event.target.checked
                          : plan.ambulance.reasons.includes(item),
                      ),
                    })
                  }
                />
                {t(callAmbulanceKey(reason))}
              </label>
            </li>
          ))}
        </ul>
        <TextField
          label={t('plan.ambulance.other')}
          limit="ambulanceOther"
          multiline
          value={plan.ambulance.other}
          onChange={(other) => set('ambulance', { ...plan.ambulance, other })}
        />
        <TextField
          label={t('plan.ambulance.number')}
          limit="ambulanceNumber"
          type="tel"
          hint={t('plan.ambulance.numberHint')}
          error={numberValid ? undefined : t('plan.ambulance.numberError')}
          value={plan.ambulance.number}
          onChange={(number) => set('ambulance', { ...plan.ambulance, number: number.trim() })}
        />
      </Section>

      <Section title={t('plan.after.title')}>
        <TextField
          label={t('plan.after.label')}
          limit="afterwards"
          multiline
          value={plan.afterwards}
          onChange={(afterwards) => set('afterwards', afterwards)}
        />
      </Section>

      <Section title={t('plan.other.title')}>
        <TextField
          label={t('plan.other.allergies')}
          limit="allergies"
          multiline
          value={plan.allergies}
          onChange={(allergies) => set('allergies', allergies)}
        />
        <TextField
          label={t('plan.other.notes')}
          limit="notes"
          multiline
          value={plan.notes}
          onChange={(notes) => set('notes', notes)}
        />
      </Section>
    </div>
  )
}
