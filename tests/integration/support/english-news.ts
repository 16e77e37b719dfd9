/**
 * A news item in English only, saved through the site's own save path: its Greek search text is
 * its English text, which the Greek search tests rely on. Answers its id.
 */
import type { Db } from '~/db/client.server'
import { saveContent } from '~/domain/content.server'
import { todayInCyprus } from '~/lib/dates'

export async function saveEnglishNews(
  db: Db,
  { title, body, tags, status }: { title: string; body: string; tags: string[]; status: string },
) {
  const saved = await saveContent(
    db,
    'news',
    {
      title,
      excerpt: 'A short note',
      content: `<p>${body}</p>`,
      category: 'research',
      date: todayInCyprus(),
      author: 'Staff',
      tags,
      status,
    },
    { actor: null },
  )
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`)
  return saved.id
}
