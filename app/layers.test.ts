/**
 * The import rules between the layers of app/ (eslint.layers.js, docs/decisions/0013-layers.md):
 * `npm run lint` fails on an import that goes the wrong way, through the `~/` alias or a
 * relative path, and lets the allowed directions through.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

/** The layer rule's messages for `source` placed in `filePath`. */
async function layerErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath })
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
  )
}

const cases: { file: string; refused: string[]; allowed: string[] }[] = [
  {
    file: 'app/lib/example.ts',
    refused: [
      "import { x } from '~/domain/constants'",
      "import { x } from '../domain/constants'",
      "import type { X } from '~/db/schema'",
      "import { x } from '~/components/ui/button'",
      "import { x } from '~/routes/home'",
      "import { x } from '~/http/guards.server'",
      "import { data } from 'react-router'",
      "import { i18nContext } from '~/context.server'",
      "import type { loader } from '../root'",
      "import { useTranslation } from '~/i18n/use-translation'",
    ],
    allowed: [
      "import { x } from '~/lib/slug'",
      "import { x } from './slug'",
      "import type { Lang } from '~/i18n/languages'",
    ],
  },
  {
    file: 'app/i18n/example.ts',
    refused: [
      "import { useRootData } from '~/components/use-root-data'",
      "import { x } from '../components/use-root-data'",
      "import { useMatches } from 'react-router'",
      "import type { HistoryKind } from '~/domain/field-labels'",
      "import { x } from '~/db/enums'",
      "import { x } from '~/http/guards.server'",
      "import { x } from '~/routes/home'",
      "import { i18nContext } from '~/context.server'",
    ],
    allowed: [
      "import { x } from './areas'",
      "import { x } from '~/i18n/languages'",
      "import { x } from '~/lib/slug'",
    ],
  },
  {
    file: 'app/db/example.ts',
    refused: [
      "import { x } from '../domain/constants'",
      "import { x } from '~/i18n/translator'",
      "import { x } from '~/domain/constants'",
      "import { x } from '~/db/seed/seed.server'",
      "import { x } from 'react-router'",
    ],
    allowed: [
      "import { x } from './enums'",
      "import { x } from '~/lib/slug'",
      "import type { Lang } from '~/i18n/languages'",
    ],
  },
  {
    file: 'app/db/seed/example.ts',
    refused: ["import { x } from '~/routes/home'", "import { x } from '~/components/ui/button'"],
    allowed: ["import { x } from '~/domain/wiki.server'", "import { x } from '../schema'"],
  },
  {
    file: 'app/domain/auth/example.ts',
    refused: [
      "import { data } from 'react-router'",
      "import type { RouterContextProvider } from 'react-router'",
      "import { x } from '~/components/wiki/article-cards'",
      "import { x } from '../../components/wiki/article-cards'",
      "import { x } from '~/routes/home'",
      "import { x } from '~/http/guards.server'",
      "import { servicesContext } from '~/context.server'",
      "import { x } from '~/db/seed/seed.server'",
    ],
    allowed: [
      "import { x } from '~/db/schema'",
      "import { x } from '../constants'",
      "import type { Services } from '~/context.server'",
    ],
  },
  {
    file: 'app/http/example.ts',
    refused: ["import { x } from '~/routes/home'", "import { x } from '~/components/ui/button'"],
    allowed: [
      "import { data } from 'react-router'",
      "import { x } from '~/domain/viewer'",
      "import { x } from '~/db/schema'",
    ],
  },
  {
    file: 'app/components/wiki/example.tsx',
    refused: [
      "import { x } from '~/routes/home'",
      "import { x } from '../../routes/home'",
      "import { x } from '~/db/schema'",
      "import type { X } from '~/db/schema'",
      "import { x } from '~/http/guards.server'",
      "import { loader } from '~/root'",
    ],
    allowed: [
      "import { Link } from 'react-router'",
      "import type { X } from '~/domain/wiki-types'",
      "import type { loader } from '~/root'",
    ],
  },
  {
    file: 'app/routes/events/example.tsx',
    refused: [
      "import { dateFromOffset } from '~/db/seed/seed.server'",
      "import type { X } from '~/db/seed/demo-content'",
      "import { events } from '~/db/schema'",
    ],
    allowed: [
      "import type { Db } from '~/db/client.server'",
      "import { x } from '~/http/guards.server'",
      "import { x } from '~/domain/events.server'",
    ],
  },
]

describe('import layers', () => {
  for (const { file, refused, allowed } of cases) {
    describe(file, () => {
      for (const source of refused) {
        it(`refuses ${source}`, async () => {
          expect(await layerErrors(file, source)).toHaveLength(1)
        })
      }
      for (const source of allowed) {
        it(`allows ${source}`, async () => {
          expect(await layerErrors(file, source)).toEqual([])
        })
      }
    })
  }
})
