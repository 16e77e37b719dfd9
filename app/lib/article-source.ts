/** One reference a wiki article rests on, as stored (jsonb), sent by the API and shown to readers. */
export interface ArticleSource {
  title: string
  publisher: string | null
  year: number | null
  /** An http(s) address. */
  link: string | null
}
