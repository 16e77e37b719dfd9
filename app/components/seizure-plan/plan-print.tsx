/**
 * The printed plan: hidden on screen, the only thing on paper (app.css: `.plan-print`, A4, no
 * site chrome). Its fixed texts come from `t`, the translator of the language chosen for the
 * printout, which may differ from the page's.
 */
import {
  DO_NOT,
  doNotKey,
  DURING_STEPS,
  duringStepKey,
  callAmbulanceKey,
} from '~/components/first-aid/guide'
import { filledRows, type SeizurePlan } from '~/domain/seizure-plan'
import type { Lang } from '~/i18n/languages'
import type { TFunction } from '~/i18n/translator'

function Field({ label, value }: { label: string; value: string }) {
  if (!value.trim()) return null
  return (
    <p>
      <strong>{label}:</strong> {value.trim()}
    </p>
  )
}

function joined(...parts: string[]) {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
}

export function PlanPrint({
  plan,
  t,
  lang,
  updated,
}: {
  plan: SeizurePlan
  t: TFunction
  lang: Lang
  updated: string
}) {
  const number = plan.ambulance.number
  const contacts = filledRows(plan.contacts)
  const types = filledRows(plan.seizureTypes)
  const medicines = filledRows(plan.medicines)
  const hasRescue = Object.values(plan.rescue).some((value) => value.trim())
  return (
    <article lang={lang} data-testid="plan-print" className="plan-print hidden print:block">
      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <h2 className="plan-print-title">{t('plan.print.for', { name: plan.name.trim() })}</h2>
          <p className="font-bold">{t('plan.print.hasEpilepsy')}</p>
          <p className="plan-print-emergency">{t('plan.print.call', { number })}</p>
        </div>
        {plan.photo ? <img src={plan.photo} alt="" className="plan-print-photo" /> : null}
      </header>
      {/* What a reader in a hurry needs, side by side on the first page: whom to call, the
          rescue medicine, when to call an ambulance and the first-aid steps. */}
      <div className="plan-print-columns">
        <section>
          {contacts.length ? (
            <>
              <h3>{t('plan.print.contacts')}</h3>
              <ul>
                {contacts.map((contact, index) => (
                  <li key={index}>{joined(contact.name, contact.relation, contact.phone)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {hasRescue ? (
            <>
              <h3 className="plan-print-alert">{t('plan.print.rescue')}</h3>
              {plan.rescue.medicine.trim() ? (
                <p className="font-bold">{plan.rescue.medicine.trim()}</p>
              ) : null}
              <Field label={t('plan.print.keptWhere')} value={plan.rescue.keptWhere} />
              <Field label={t('plan.print.whenToGive')} value={plan.rescue.whenToGive} />
              <Field label={t('plan.print.howToGive')} value={plan.rescue.howToGive} />
            </>
          ) : null}
        </section>
        <section>
          <h3 className="plan-print-alert">{t('plan.print.ambulance', { number })}</h3>
          <ul>
            {plan.ambulance.reasons.map((reason) => (
              <li key={reason}>{t(callAmbulanceKey(reason))}</li>
            ))}
            {plan.ambulance.other.trim() ? <li>{plan.ambulance.other.trim()}</li> : null}
          </ul>
          <h3>{t('firstAid.steps.title')}</h3>
          <ol>
            {DURING_STEPS.map((step) => (
              <li key={step}>{t(duringStepKey(step, 'title'))}</li>
            ))}
          </ol>
          <h3>{t('firstAid.dont.title')}</h3>
          <ul>
            {DO_NOT.map((item) => (
              <li key={item}>{t(doNotKey(item))}</li>
            ))}
          </ul>
        </section>
      </div>
      {/* The rest flows through two columns, so a long list uses the room the other leaves. */}
      <div className="plan-print-flow">
        {types.length ? (
          <>
            <h3>{t('plan.print.seizures')}</h3>
            {types.map((type, index) => (
              <div key={index} className="plan-print-block">
                {type.name.trim() ? <p className="font-bold">{type.name.trim()}</p> : null}
                <Field label={t('plan.print.looksLike')} value={type.looksLike} />
                <Field label={t('plan.print.lasts')} value={type.lasts} />
                <Field label={t('plan.print.whatToDo')} value={type.whatToDo} />
              </div>
            ))}
          </>
        ) : null}
        {plan.triggers.trim() ? (
          <>
            <h3>{t('plan.print.triggers')}</h3>
            <p>{plan.triggers.trim()}</p>
          </>
        ) : null}
        {medicines.length ? (
          <>
            <h3>{t('plan.print.medicines')}</h3>
            <ul>
              {medicines.map((medicine, index) => (
                <li key={index}>{joined(medicine.name, medicine.when)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Field label={t('plan.print.doctor')} value={joined(plan.doctor.name, plan.doctor.phone)} />
        <Field
          label={t('plan.print.hospital')}
          value={joined(plan.hospital.name, plan.hospital.phone)}
        />
        {plan.afterwards.trim() ? (
          <>
            <h3>{t('plan.print.after')}</h3>
            <p>{plan.afterwards.trim()}</p>
          </>
        ) : null}
        <Field label={t('plan.print.allergies')} value={plan.allergies} />
        <Field label={t('plan.print.notes')} value={plan.notes} />
      </div>
      <footer className="plan-print-footer">
        <p>{t('plan.print.updated', { date: updated })}</p>
        <p>{t('plan.print.source')}</p>
      </footer>
    </article>
  )
}
