/**
 * The Greek search's match query with its tag operands as marks (drizzle/0034_search_tag_marks).
 *
 * A Greek word of a tag's label matches the tag's own lexeme where the document vector holds the
 * tags, weight B ('support':B). The GIN index holds no weights, so it cannot answer such an
 * operand alone: every row it returns must be checked again on its whole document vector, which
 * is what made Greek searches naming a tag slow. The Greek index also holds each weight-B lexeme
 * as a mark ('#support', without weight), so asking for the mark instead gives exactly the same
 * rows from the index alone. No query word can match a mark: query words are letters and digits.
 *
 * The query for ranking, title bonuses and snippets keeps its weights; only the condition that
 * finds the rows uses this one.
 */

export const TAG_MARK = '#'

/**
 * An operand of a tsquery's text (`'lexeme'`, quotes inside doubled, backslashes escaped), and
 * the flags after it: `*` for a prefix, weight letters.
 */
const OPERAND = /'((?:[^'\\]|''|\\.)*)'(?::([*A-D]+))?/g

/**
 * `query` (the text of a tsquery) with each operand restricted to weight B alone ('lexeme':B)
 * asked for as its mark. Left as it is when any other operand carries a weight or when the query
 * has phrase operators (marks have no positions): still right on the marked index, only slower.
 */
export function markedTagQuery(query: string): string {
  if (query.includes('<')) return query
  let unmarkable = false
  const marked = query.replace(OPERAND, (operand, lexeme: string, flags: string | undefined) => {
    if (flags === undefined || flags === '*') return operand
    if (flags !== 'B') {
      unmarkable = true
      return operand
    }
    return `'${TAG_MARK}${lexeme}'`
  })
  return unmarkable ? query : marked
}
