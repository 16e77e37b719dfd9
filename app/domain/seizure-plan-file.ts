/**
 * The plan file that moves a seizure action plan to another phone, checked whole with Zod: a
 * foreign or damaged file is refused with its reason, never half-read. A module of its own,
 * imported only when a file is imported, so Zod stays off the plan page's first load.
 */
import * as z from 'zod/mini'

import { AMBULANCE_REASONS } from './ambulance-reasons'
import {
  PHOTO,
  PHOTO_MAX_CHARS,
  PLAN_FILE_KIND,
  PLAN_FILE_VERSION,
  PLAN_LIMITS,
  TEXT_LIMITS,
  type SeizurePlan,
} from './seizure-plan'

const text = (max: number) => z.string().check(z.maxLength(max))

const L = TEXT_LIMITS
const contactSchema = z.object({
  name: text(L.contactName),
  relation: text(L.relation),
  phone: text(L.phone),
})
const careSchema = z.object({ name: text(L.careName), phone: text(L.phone) })
const seizureTypeSchema = z.object({
  name: text(L.typeName),
  looksLike: text(L.looksLike),
  lasts: text(L.lasts),
  whatToDo: text(L.whatToDo),
})
const medicineSchema = z.object({ name: text(L.medicineName), when: text(L.medicineWhen) })

const planSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  name: text(L.name),
  photo: z.optional(z.string().check(z.maxLength(PHOTO_MAX_CHARS), z.regex(PHOTO))),
  contacts: z.array(contactSchema).check(z.maxLength(PLAN_LIMITS.contacts)),
  doctor: careSchema,
  hospital: careSchema,
  seizureTypes: z.array(seizureTypeSchema).check(z.maxLength(PLAN_LIMITS.seizureTypes)),
  triggers: text(L.triggers),
  medicines: z.array(medicineSchema).check(z.maxLength(PLAN_LIMITS.medicines)),
  rescue: z.object({
    medicine: text(L.rescueMedicine),
    keptWhere: text(L.keptWhere),
    whenToGive: text(L.whenToGive),
    howToGive: text(L.howToGive),
  }),
  ambulance: z.object({
    reasons: z.array(z.enum(AMBULANCE_REASONS)),
    other: text(L.ambulanceOther),
    /**
     * The ambulance number where the person lives, from the site's table, changeable. Kept as
     * typed (a half-typed number must survive a reload); printing asks for a whole one.
     */
    number: text(L.ambulanceNumber),
  }),
  afterwards: text(L.afterwards),
  allergies: text(L.allergies),
  notes: text(L.notes),
  updatedAt: z.iso.datetime(),
})

/** The schema and the plan's type say the same (fails to compile when they part). */
const sameShape: [z.infer<typeof planSchema>, SeizurePlan] extends [
  SeizurePlan,
  z.infer<typeof planSchema>,
]
  ? true
  : never = true
void sameShape

const planFileSchema = z.object({
  kind: z.literal(PLAN_FILE_KIND),
  version: z.literal(PLAN_FILE_VERSION),
  plan: planSchema,
})

/** Why a file could not be imported: not JSON at all, not a plan file, or a damaged plan. */
export type PlanImportProblem = 'notJson' | 'notPlanFile' | 'invalidPlan'
type PlanImport = { ok: true; plan: SeizurePlan } | { ok: false; problem: PlanImportProblem }

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
