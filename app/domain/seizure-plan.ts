/**
 * A seizure action plan: what the people around someone with epilepsy need to know, written by
 * that person or a parent. It lives on the device only (the browser's storage and the files the
 * person exports); the server never sees it (docs/decisions/0059-seizure-plan-on-the-device.md).
 *
 * The rules here are the one definition of a plan: what the form keeps, what the device stores,
 * what an exported file must hold to be imported again (Zod, so a foreign or damaged file is
 * refused whole, never half-read). Zod's small build (`zod/mini`): the page that loads this
 * module is a visitor page with a JavaScript budget.
 */
import * as z from 'zod/mini'

import { AMBULANCE_REASONS } from './ambulance-reasons'

/** Limits keep one plan within a phone's storage and two printed pages. */
export const PLAN_LIMITS = { contacts: 4, seizureTypes: 4, medicines: 8 } as const
const SHORT = 120
const LONG = 600
/** A photo is made small in the browser before it is kept (about 20 kB); this refuses anything far larger. */
const PHOTO_MAX_CHARS = 300_000

const text = (max: number) => z.string().check(z.maxLength(max))

const contactSchema = z.object({ name: text(SHORT), relation: text(SHORT), phone: text(40) })
const careSchema = z.object({ name: text(SHORT), phone: text(40) })
const seizureTypeSchema = z.object({
  name: text(SHORT),
  looksLike: text(LONG),
  lasts: text(SHORT),
  whatToDo: text(LONG),
})
const medicineSchema = z.object({ name: text(SHORT), when: text(SHORT) })

export const planSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  name: text(SHORT),
  photo: z.optional(
    z
      .string()
      .check(
        z.maxLength(PHOTO_MAX_CHARS),
        z.regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/),
      ),
  ),
  contacts: z.array(contactSchema).check(z.maxLength(PLAN_LIMITS.contacts)),
  doctor: careSchema,
  hospital: careSchema,
  seizureTypes: z.array(seizureTypeSchema).check(z.maxLength(PLAN_LIMITS.seizureTypes)),
  triggers: text(LONG),
  medicines: z.array(medicineSchema).check(z.maxLength(PLAN_LIMITS.medicines)),
  rescue: z.object({
    medicine: text(SHORT),
    keptWhere: text(SHORT * 2),
    whenToGive: text(LONG),
    howToGive: text(LONG),
  }),
  ambulance: z.object({
    reasons: z.array(z.enum(AMBULANCE_REASONS)),
    other: text(LONG),
    /**
     * The ambulance number where the person lives, from the site's table, changeable. Kept as
     * typed (a half-typed number must survive a reload); printing asks for a whole one.
     */
    number: text(8),
  }),
  afterwards: text(LONG),
  allergies: text(LONG),
  notes: text(LONG),
  updatedAt: z.iso.datetime(),
})
export type SeizurePlan = z.infer<typeof planSchema>
export type EmergencyContact = z.infer<typeof contactSchema>
export type SeizureType = z.infer<typeof seizureTypeSchema>
export type DailyMedicine = z.infer<typeof medicineSchema>

export function emptyContact(): EmergencyContact {
  return { name: '', relation: '', phone: '' }
}
export function emptySeizureType(): SeizureType {
  return { name: '', looksLike: '', lasts: '', whatToDo: '' }
}
export function emptyMedicine(): DailyMedicine {
  return { name: '', when: '' }
}

/** A new plan: every ambulance reason ticked, the number of the visitor's country. */
export function newPlan(id: string, ambulanceNumber: string, now = new Date()): SeizurePlan {
  return {
    id,
    name: '',
    contacts: [emptyContact()],
    doctor: { name: '', phone: '' },
    hospital: { name: '', phone: '' },
    seizureTypes: [emptySeizureType()],
    triggers: '',
    medicines: [emptyMedicine()],
    rescue: { medicine: '', keptWhere: '', whenToGive: '', howToGive: '' },
    ambulance: { reasons: [...AMBULANCE_REASONS], other: '', number: ambulanceNumber },
    afterwards: '',
    allergies: '',
    notes: '',
    updatedAt: now.toISOString(),
  }
}

/** An emergency number is dialled as two to four digits (112, 166, 999, 000). */
export function isEmergencyNumber(value: string): boolean {
  return /^\d{2,4}$/.test(value)
}

/**
 * What stops a plan from being printed or made a PDF: it names the person (and the file), and
 * it gives a number that can be dialled.
 */
export type PlanOutputProblem = 'nameMissing' | 'numberError'
export function planOutputProblem(plan: SeizurePlan): PlanOutputProblem | null {
  if (!plan.name.trim()) return 'nameMissing'
  if (!isEmergencyNumber(plan.ambulance.number)) return 'numberError'
  return null
}

/** Rows of a list the person left empty are not printed. */
export function filledRows<Row extends Record<string, string>>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => Object.values(row).some((value) => value.trim() !== ''))
}

/** The name of a file made from a plan: the person's name in letters a file system keeps. */
export function planFileName(plan: SeizurePlan, suffix: string, extension: string): string {
  const base = plan.name
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'plan'}-${suffix}.${extension}`
}

// ---- the file that moves a plan to another phone ----

export const PLAN_FILE_KIND = 'seizure-action-plan'
export const PLAN_FILE_VERSION = 1

const planFileSchema = z.object({
  kind: z.literal(PLAN_FILE_KIND),
  version: z.literal(PLAN_FILE_VERSION),
  plan: planSchema,
})

export function planFile(plan: SeizurePlan): string {
  return JSON.stringify({ kind: PLAN_FILE_KIND, version: PLAN_FILE_VERSION, plan }, null, 2)
}

/** Why a file could not be imported: not JSON at all, not a plan file, or a damaged plan. */
export type PlanImportProblem = 'notJson' | 'notPlanFile' | 'invalidPlan'
export type PlanImport = { ok: true; plan: SeizurePlan } | { ok: false; problem: PlanImportProblem }

export function readPlanFile(text: string): PlanImport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'notJson' }
  }
  const kind = (data as { kind?: unknown } | null)?.kind
  if (kind !== PLAN_FILE_KIND) return { ok: false, problem: 'notPlanFile' }
  const parsed = planFileSchema.safeParse(data)
  return parsed.success
    ? { ok: true, plan: parsed.data.plan }
    : { ok: false, problem: 'invalidPlan' }
}

// ---- the plans kept on this device ----

const storedPlansSchema = z.object({ version: z.literal(1), plans: z.array(z.unknown()) })

/** The device's plans from what storage held: damaged entries are left out, never the others. */
export function readStoredPlans(raw: string | null): SeizurePlan[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  const stored = storedPlansSchema.safeParse(data)
  if (!stored.success) return []
  return stored.data.plans.flatMap((plan) => {
    const parsed = planSchema.safeParse(plan)
    return parsed.success ? [parsed.data] : []
  })
}

export function storedPlans(plans: readonly SeizurePlan[]): string {
  return JSON.stringify({ version: 1, plans })
}

/** An imported plan replaces the device's copy of the same plan, else joins the others. */
export function withImportedPlan(plans: readonly SeizurePlan[], plan: SeizurePlan): SeizurePlan[] {
  return plans.some((existing) => existing.id === plan.id)
    ? plans.map((existing) => (existing.id === plan.id ? plan : existing))
    : [...plans, plan]
}
