/**
 * A seizure action plan: what the people around someone with epilepsy need to know, written by
 * that person or a parent. It lives on the device only (the browser's storage and the files the
 * person exports); the server never sees it (docs/decisions/0059-seizure-plan-on-the-device.md).
 *
 * The rules here are the one definition of a plan: what the form keeps, what the device stores,
 * and what the device stores; seizure-plan-file.ts checks a file brought from elsewhere.
 */
import { AMBULANCE_REASONS, type AmbulanceReason } from './ambulance-reasons'

/** Limits keep one plan within a phone's storage and two printed pages. */
export const PLAN_LIMITS = { contacts: 4, seizureTypes: 4, medicines: 8 } as const
/**
 * The longest text of each field, in characters. A plan with every list full and every field at
 * its limit still prints on two A4 pages in either language (a browser test prints one), so the
 * room goes where a reader in a hurry needs it: what to do and the rescue medicine get the most.
 */
export const TEXT_LIMITS = {
  name: 60,
  contactName: 60,
  relation: 40,
  phone: 30,
  careName: 80,
  typeName: 60,
  looksLike: 250,
  lasts: 60,
  whatToDo: 250,
  triggers: 250,
  medicineName: 60,
  medicineWhen: 60,
  rescueMedicine: 80,
  keptWhere: 120,
  whenToGive: 300,
  howToGive: 300,
  ambulanceOther: 200,
  afterwards: 250,
  allergies: 150,
  notes: 300,
  /** Kept as typed up to this; printing asks for two to four digits. */
  ambulanceNumber: 8,
} as const
export type TextLimit = keyof typeof TEXT_LIMITS
/** A photo is made small in the browser before it is kept (about 20 kB); this refuses anything far larger. */
export const PHOTO_MAX_CHARS = 300_000
export const PHOTO = /^data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+=*$/

export type EmergencyContact = {
  name: string
  relation: string
  phone: string
}
export type SeizureType = {
  name: string
  looksLike: string
  lasts: string
  whatToDo: string
}
export type DailyMedicine = {
  name: string
  when: string
}
export interface SeizurePlan {
  id: string
  name: string
  /** A small JPEG or PNG as a data URL. */
  photo?: string
  contacts: EmergencyContact[]
  doctor: { name: string; phone: string }
  hospital: { name: string; phone: string }
  seizureTypes: SeizureType[]
  triggers: string
  medicines: DailyMedicine[]
  rescue: { medicine: string; keptWhere: string; whenToGive: string; howToGive: string }
  ambulance: {
    reasons: AmbulanceReason[]
    other: string
    /**
     * The ambulance number where the person lives, from the site's table, changeable. Kept as
     * typed (a half-typed number must survive a reload); printing asks for a whole one.
     */
    number: string
  }
  afterwards: string
  allergies: string
  notes: string
  /** ISO date and time of the last change. */
  updatedAt: string
}

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

// ---- the file that moves a plan to another phone (read by seizure-plan-file.ts) ----

export const PLAN_FILE_KIND = 'seizure-action-plan'
export const PLAN_FILE_VERSION = 1

export function planFile(plan: SeizurePlan): string {
  return JSON.stringify({ kind: PLAN_FILE_KIND, version: PLAN_FILE_VERSION, plan }, null, 2)
}

// ---- the plans kept on this device ----

type Data = Record<string, unknown>
const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const textOf = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : ''
const careOf = (data: Data) => ({
  name: textOf(data.name, TEXT_LIMITS.careName),
  phone: textOf(data.phone, TEXT_LIMITS.phone),
})
function rowsOf<Row>(value: unknown, max: number, row: (data: Data) => Row): Row[] {
  return Array.isArray(value) ? value.filter(isData).slice(0, max).map(row) : []
}

/**
 * A stored plan, rebuilt field by field: storage holds what this code wrote, so this only
 * guards against a damaged or older entry (a missing field becomes empty). An entry without a
 * valid id, name or date is left out. Files from elsewhere are checked strictly (Zod, in
 * seizure-plan-file.ts, loaded only when a file is imported: it stays off the page's first load).
 */
function storedPlan(value: unknown): SeizurePlan | null {
  if (!isData(value) || typeof value.id !== 'string' || !/^[\w-]{1,64}$/.test(value.id)) return null
  if (typeof value.name !== 'string' || typeof value.updatedAt !== 'string') return null
  const data = (key: string) => (isData(value[key]) ? value[key] : {})
  const [doctor, hospital, rescue, ambulance] = ['doctor', 'hospital', 'rescue', 'ambulance'].map(
    data,
  ) as [Data, Data, Data, Data]
  const reasons = Array.isArray(ambulance.reasons) ? ambulance.reasons : []
  return {
    id: value.id,
    name: textOf(value.name, TEXT_LIMITS.name),
    ...(typeof value.photo === 'string' && PHOTO.test(value.photo) ? { photo: value.photo } : {}),
    contacts: rowsOf(value.contacts, PLAN_LIMITS.contacts, (row) => ({
      name: textOf(row.name, TEXT_LIMITS.contactName),
      relation: textOf(row.relation, TEXT_LIMITS.relation),
      phone: textOf(row.phone, TEXT_LIMITS.phone),
    })),
    doctor: careOf(doctor),
    hospital: careOf(hospital),
    seizureTypes: rowsOf(value.seizureTypes, PLAN_LIMITS.seizureTypes, (row) => ({
      name: textOf(row.name, TEXT_LIMITS.typeName),
      looksLike: textOf(row.looksLike, TEXT_LIMITS.looksLike),
      lasts: textOf(row.lasts, TEXT_LIMITS.lasts),
      whatToDo: textOf(row.whatToDo, TEXT_LIMITS.whatToDo),
    })),
    triggers: textOf(value.triggers, TEXT_LIMITS.triggers),
    medicines: rowsOf(value.medicines, PLAN_LIMITS.medicines, (row) => ({
      name: textOf(row.name, TEXT_LIMITS.medicineName),
      when: textOf(row.when, TEXT_LIMITS.medicineWhen),
    })),
    rescue: {
      medicine: textOf(rescue.medicine, TEXT_LIMITS.rescueMedicine),
      keptWhere: textOf(rescue.keptWhere, TEXT_LIMITS.keptWhere),
      whenToGive: textOf(rescue.whenToGive, TEXT_LIMITS.whenToGive),
      howToGive: textOf(rescue.howToGive, TEXT_LIMITS.howToGive),
    },
    ambulance: {
      reasons: AMBULANCE_REASONS.filter((reason) => reasons.includes(reason)),
      other: textOf(ambulance.other, TEXT_LIMITS.ambulanceOther),
      number: textOf(ambulance.number, TEXT_LIMITS.ambulanceNumber),
    },
    afterwards: textOf(value.afterwards, TEXT_LIMITS.afterwards),
    allergies: textOf(value.allergies, TEXT_LIMITS.allergies),
    notes: textOf(value.notes, TEXT_LIMITS.notes),
    updatedAt: value.updatedAt,
  }
}

/** The device's plans from what storage held: damaged entries are left out, never the others. */
export function readStoredPlans(raw: string | null): SeizurePlan[] {
  if (!raw) return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!isData(data) || data.version !== 1 || !Array.isArray(data.plans)) return []
  return data.plans.flatMap((plan) => {
    const stored = storedPlan(plan)
    return stored ? [stored] : []
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
