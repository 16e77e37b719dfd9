import { useMemo } from 'react'
import { Form } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_LOCATIONS,
  EVENT_TAG_SUGGESTIONS,
} from '~/domain/constants'
import { maxLengthOf } from '~/domain/content-fields'
import { eventInputSchema } from '~/domain/content-schema'
import { Field, selectClass } from './field'
import { BilingualTextField } from './text-fields'
import { PlainFields } from './plain-fields'
import { AddressFields } from './address-fields'
import { EditorialFields, useChosenStatus } from './editorial-fields'
import { submitAction } from '~/lib/submit-action'
import { proposesChange } from '~/domain/permissions'
import { useRootData } from '~/components/use-root-data'
import { DatePicker } from './date-picker'
import { FormActions } from './form-actions'
import { ImageUpload } from './image-upload'
import { LocationCombobox } from './location-combobox'
import { TagPicker } from './tag-picker'
import { TimeSelect } from './time-select'
import { useGuardedContentForm, type ContentFormProps } from './use-content-form'
import { Input } from '~/components/ui/input'
import { eventCategoryKey, translatedOr } from '~/domain/label-keys'
import { keyFromData } from '~/i18n/keys'

const LOCATIONS_EL = [
  'Λευκωσία',
  'Λεμεσός',
  'Λάρνακα',
  'Πάφος',
  'Αγία Νάπα',
  'Πρωταράς',
  'Αμμόχωστος',
]

/** The 'Add New Event' / 'Edit Event' form, English and Greek side by side. */
export function EventForm({
  mode,
  defaults,
  today,
  currentDate,
  baseRevision,
  cancelTo,
}: ContentFormProps) {
  const { t } = useTranslation()
  const schema = useMemo(() => eventInputSchema({ today, currentDate }), [today, currentDate])
  const failure =
    mode === 'create' ? t('admin.events.toast.createFailed') : t('admin.events.toast.updateFailed')
  const { unsaved, errors, values, formProps, submitting } = useGuardedContentForm(
    schema,
    failure,
    defaults,
  )
  const [status, setStatus] = useChosenStatus(values)
  // An author's edit of a published item is kept for an editor: the button says so.
  const { auth } = useRootData()
  const proposes = mode === 'edit' && proposesChange(auth, 'events', String(defaults?.status ?? ''))
  // The button says what saving does with the chosen status (the stored one decides publish or update).
  const submitLabel = t(
    `admin.editorial.submit.${submitAction(status, mode === 'edit' ? defaults?.status : undefined, proposes)}`,
  )
  const str = (key: string) =>
    typeof values[key] === 'string'
      ? (values[key] as string)
      : values[key] == null
        ? ''
        : String(values[key])
  const minDate = currentDate && currentDate < today ? currentDate : today

  return (
    <Form key={unsaved.formKey} method="post" {...formProps} className="grid gap-8">
      {unsaved.guard}
      <BilingualTextField
        name="title"
        label={t('admin.events.form.title')}
        values={values}
        errors={errors}
        maxLength={maxLengthOf('events', 'title')}
        greekHint={t('admin.greekTitleHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DatePicker
          name="date"
          label={t('admin.events.form.date')}
          defaultValue={str('date')}
          min={minDate}
          error={errors.date}
        />
        <TimeSelect
          name="time"
          label={t('admin.events.form.time')}
          defaultValue={str('time')}
          error={errors.time}
        />
        <TimeSelect
          name="end_time"
          label={t('admin.events.form.endTime')}
          hint={t('admin.events.form.endTimeHint')}
          emptyLabel={t('admin.events.form.noEndTime')}
          defaultValue={str('end_time')}
          error={errors.end_time}
        />
        <Field label={t('admin.events.form.category')} error={errors.category}>
          {(props) => (
            <select
              {...props}
              name="category"
              defaultValue={str('category') || DEFAULT_EVENT_CATEGORY}
              className={selectClass}
            >
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {translatedOr(t, eventCategoryKey(category), category)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <LocationCombobox
          name="location"
          label={`${t('admin.events.form.location')} (${t('admin.english')})`}
          options={EVENT_LOCATIONS}
          defaultValue={str('location')}
          error={errors.location}
          placeholder={t('admin.events.form.locationPlaceholder')}
          lang="en"
        />
        <LocationCombobox
          name="location_el"
          label={`${t('admin.events.form.location')} (${t('admin.greek')})`}
          options={LOCATIONS_EL}
          defaultValue={str('location_el')}
          error={errors.location_el}
          placeholder={t('admin.events.form.locationPlaceholder')}
          lang="el"
        />
      </div>
      <PlainFields kind="events" values={values} errors={errors} />
      <BilingualTextField
        name="cost"
        label={t('admin.events.form.cost')}
        values={mode === 'create' && !values.cost ? { ...values, cost: '' } : values}
        errors={errors}
        maxLength={maxLengthOf('events', 'cost')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={t('admin.events.form.capacity')}
          hint={t('admin.events.form.capacityHint')}
          error={errors.capacity}
        >
          {(props) => (
            <Input
              {...props}
              name="capacity"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={str('capacity')}
            />
          )}
        </Field>
        <Field
          label={t('admin.events.form.contact')}
          hint={t('admin.events.form.contactHint')}
          error={errors.contact_number}
        >
          {(props) => (
            <Input
              {...props}
              name="contact_number"
              type="tel"
              inputMode="tel"
              maxLength={maxLengthOf('events', 'contact_number')}
              defaultValue={str('contact_number')}
              // A contact number holds only digits, spaces, hyphens and plus: other characters are
              // dropped as they are typed (the server checks the same rule).
              onInput={(event) => {
                const input = event.currentTarget
                const cleaned = input.value.replace(/[^0-9 +-]/g, '')
                if (cleaned !== input.value) input.value = cleaned
              }}
            />
          )}
        </Field>
      </div>
      <Field
        label={t('admin.events.form.registration')}
        hint={t('admin.events.form.registrationHint')}
        error={errors.registration_link}
      >
        {(props) => (
          <Input
            {...props}
            name="registration_link"
            type="url"
            inputMode="url"
            defaultValue={str('registration_link')}
            placeholder="https://"
          />
        )}
      </Field>
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name="featured"
          value="true"
          defaultChecked={values.featured === true || values.featured === 'true'}
          className="size-5 accent-primary"
        />
        {t('admin.events.form.featured')}
      </label>
      <ImageUpload
        name="image_url"
        label={t('admin.events.form.image')}
        defaultValue={str('image_url') || null}
      />
      {errors.image_url ? (
        <p role="alert" className="-mt-6 text-sm font-medium text-danger">
          {t(keyFromData(errors.image_url))}
        </p>
      ) : null}
      <TagPicker
        name="tags"
        label={t('admin.events.form.tags')}
        suggestions={EVENT_TAG_SUGGESTIONS}
        defaultValue={Array.isArray(values.tags) ? (values.tags as string[]) : []}
      />
      <AddressFields kind="events" values={values} errors={errors} />
      <EditorialFields
        values={values}
        errors={errors}
        baseRevision={mode === 'edit' ? (baseRevision ?? '') : undefined}
        status={status}
        onStatusChange={setStatus}
      />
      <FormActions
        submitLabel={submitLabel}
        savingLabel={t('admin.events.form.saving')}
        submitting={submitting}
        cancelTo={cancelTo}
        previewAction="/admin/preview/events"
        cancelLabel={t('admin.events.form.cancel')}
      />
    </Form>
  )
}
