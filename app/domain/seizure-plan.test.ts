import { describe, expect, it } from 'vitest'

import { AMBULANCE_REASONS } from './ambulance-reasons'
import { readPlanFile } from './seizure-plan-file'
import {
  filledRows,
  isEmergencyNumber,
  newPlan,
  PLAN_LIMITS,
  planFile,
  planFileName,
  planOutputProblem,
  readStoredPlans,
  storedPlans,
  TEXT_LIMITS,
  withImportedPlan,
  type SeizurePlan,
} from './seizure-plan'

const NOW = new Date('2026-11-29T08:00:00.000Z')

function filledPlan(id = 'plan-1'): SeizurePlan {
  return {
    ...newPlan(id, '112', NOW),
    name: 'Μαρία Γεωργίου',
    photo: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    contacts: [{ name: 'Ελένη', relation: 'μητέρα', phone: '99 123456' }],
    seizureTypes: [
      {
        name: 'Τονικοκλονική',
        looksLike: 'Πέφτει και τινάζεται',
        lasts: '2 λεπτά',
        whatToDo: 'Χρονομέτρηση',
      },
    ],
    rescue: {
      medicine: 'Rescue',
      keptWhere: 'School office',
      whenToGive: 'As the doctor wrote',
      howToGive: 'As shown',
    },
  }
}

describe('a new plan', () => {
  it('ticks every reason to call an ambulance of the first-aid page, with the given number', () => {
    const plan = newPlan('a', '166', NOW)
    expect(plan.ambulance.reasons).toEqual([...AMBULANCE_REASONS])
    expect(plan.ambulance.number).toBe('166')
    expect(plan.updatedAt).toBe(NOW.toISOString())
  })
})

describe('what a plan needs before it is printed or made a PDF', () => {
  it('asks for the name first, then a number that can be dialled', () => {
    const plan = newPlan('a', '112', NOW)
    expect(planOutputProblem(plan)).toBe('nameMissing')
    expect(planOutputProblem({ ...plan, name: '   ' })).toBe('nameMissing')
    const named = { ...plan, name: 'Maria' }
    expect(planOutputProblem(named)).toBeNull()
    for (const number of ['', '1', '11a', '12345'])
      expect(planOutputProblem({ ...named, ambulance: { ...named.ambulance, number } })).toBe(
        'numberError',
      )
  })

  it('takes two to four digits as an emergency number', () => {
    expect(['112', '166', '999', '000', '17'].every(isEmergencyNumber)).toBe(true)
    expect(['1', '11 2', '+357', '12345'].some(isEmergencyNumber)).toBe(false)
  })
})

describe('rows left empty', () => {
  it('are not printed; a row with any text is', () => {
    expect(
      filledRows([
        { name: '', phone: ' ' },
        { name: '', phone: '99' },
      ]),
    ).toEqual([{ name: '', phone: '99' }])
  })
})

describe('file names', () => {
  it('carry the person’s name, Greek letters kept, other signs made dashes', () => {
    expect(planFileName(filledPlan(), 'seizure-plan', 'pdf')).toBe(
      'Μαρία-Γεωργίου-seizure-plan.pdf',
    )
    expect(planFileName({ ...filledPlan(), name: ' ../Ann / O’Neil ' }, 'plan', 'json')).toBe(
      'Ann-O-Neil-plan.json',
    )
    expect(planFileName({ ...filledPlan(), name: '' }, 'plan', 'json')).toBe('plan-plan.json')
  })
})

describe('the plan file', () => {
  it('brings back the same plan (round trip)', () => {
    const plan = filledPlan()
    expect(readPlanFile(planFile(plan))).toEqual({ ok: true, plan })
  })

  it('refuses what is not JSON, not a plan file, or a damaged plan, naming which', () => {
    expect(readPlanFile('not json {')).toEqual({ ok: false, problem: 'notJson' })
    expect(readPlanFile('{"kind":"something-else","plan":{}}')).toEqual({
      ok: false,
      problem: 'notPlanFile',
    })
    expect(readPlanFile('null')).toEqual({ ok: false, problem: 'notPlanFile' })
    const file = JSON.parse(planFile(filledPlan())) as {
      plan: Record<string, unknown>
      version: number
    }
    const damaged = (
      change: (file: { plan: Record<string, unknown>; version: number }) => void,
    ) => {
      const copy = structuredClone(file)
      change(copy)
      return readPlanFile(JSON.stringify(copy))
    }
    const invalid = { ok: false, problem: 'invalidPlan' }
    expect(damaged((f) => delete f.plan.contacts)).toEqual(invalid)
    expect(damaged((f) => (f.version = 2))).toEqual(invalid)
    expect(damaged((f) => (f.plan.name = 'x'.repeat(TEXT_LIMITS.name + 1)))).toEqual(invalid)
    expect(damaged((f) => (f.plan.photo = 'javascript:alert(1)'))).toEqual(invalid)
    expect(
      damaged((f) => (f.plan.ambulance = { reasons: ['made-up'], other: '', number: '112' })),
    ).toEqual(invalid)
    expect(
      damaged((f) => (f.plan.contacts = Array(5).fill({ name: '', relation: '', phone: '' }))),
    ).toEqual(invalid)
  })
})

/** Every list full and every text at its limit: the largest plan the form lets anyone write. */
function planAtLimits(): SeizurePlan {
  const text = (limit: keyof typeof TEXT_LIMITS) => 'λ'.repeat(TEXT_LIMITS[limit])
  const rows = <Row>(count: number, row: () => Row) => Array.from({ length: count }, row)
  return {
    ...filledPlan('full'),
    name: text('name'),
    contacts: rows(PLAN_LIMITS.contacts, () => ({
      name: text('contactName'),
      relation: text('relation'),
      phone: text('phone'),
    })),
    doctor: { name: text('careName'), phone: text('phone') },
    hospital: { name: text('careName'), phone: text('phone') },
    seizureTypes: rows(PLAN_LIMITS.seizureTypes, () => ({
      name: text('typeName'),
      looksLike: text('looksLike'),
      lasts: text('lasts'),
      whatToDo: text('whatToDo'),
    })),
    triggers: text('triggers'),
    medicines: rows(PLAN_LIMITS.medicines, () => ({
      name: text('medicineName'),
      when: text('medicineWhen'),
    })),
    rescue: {
      medicine: text('rescueMedicine'),
      keptWhere: text('keptWhere'),
      whenToGive: text('whenToGive'),
      howToGive: text('howToGive'),
    },
    ambulance: { reasons: [...AMBULANCE_REASONS], other: text('ambulanceOther'), number: '1122' },
    afterwards: text('afterwards'),
    allergies: text('allergies'),
    notes: text('notes'),
  }
}

describe('the text limits', () => {
  it('let a plan at every limit through the file and storage unchanged', () => {
    const plan = planAtLimits()
    expect(readPlanFile(planFile(plan))).toEqual({ ok: true, plan })
    expect(readStoredPlans(storedPlans([plan]))).toEqual([plan])
  })

  it('refuse a file one character over any limit, and cut a stored text to its limit', () => {
    const plan = planAtLimits()
    const over = { ...plan, rescue: { ...plan.rescue, howToGive: `${plan.rescue.howToGive}x` } }
    expect(readPlanFile(planFile(over))).toEqual({ ok: false, problem: 'invalidPlan' })
    const longer = structuredClone(plan)
    longer.notes += 'x'
    longer.seizureTypes[3]!.whatToDo += 'xx'
    const [stored] = readStoredPlans(storedPlans([longer]))
    expect(stored!.notes).toBe(plan.notes)
    expect(stored!.seizureTypes[3]!.whatToDo).toBe(plan.seizureTypes[3]!.whatToDo)
  })
})

describe('the plans kept on the device', () => {
  it('come back as they were stored, a half-typed number included', () => {
    const plans = [filledPlan('a'), { ...newPlan('b', '1', NOW), name: 'Nikos' }]
    expect(readStoredPlans(storedPlans(plans))).toEqual(plans)
  })

  it('leave out a damaged entry and keep the others; garbage gives none', () => {
    const good = filledPlan('a')
    const raw = JSON.stringify({ version: 1, plans: [good, { id: 'b', name: 5 }] })
    expect(readStoredPlans(raw)).toEqual([good])
    expect(readStoredPlans(null)).toEqual([])
    expect(readStoredPlans('{')).toEqual([])
    expect(readStoredPlans('{"version":2,"plans":[]}')).toEqual([])
  })

  it('take an imported plan in place of the same plan, or beside the others', () => {
    const a = filledPlan('a')
    const b = filledPlan('b')
    const newerA = { ...a, name: 'Maria G.' }
    expect(withImportedPlan([a, b], newerA)).toEqual([newerA, b])
    expect(withImportedPlan([a], b)).toEqual([a, b])
  })
})
