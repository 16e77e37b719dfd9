/**
 * Unknown /api/v1/ paths answer the API's JSON error shape (404, in the caller's language) for
 * every method, while the known routes keep answering; unknown pages for people stay HTML.
 */
import { expect, test } from './support/test'

test('an unknown API path answers JSON, known paths and the HTML 404 page are unchanged', async ({
  request,
}) => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const response = await request.fetch('/api/v1/anything-unknown/deeper?lang=en', {
      method,
      data: method === 'GET' ? undefined : {},
    })
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toEqual({
      error: {
        code: 'not_found',
        message:
          'There is nothing at this address. See the API documentation for the paths that exist.',
      },
    })
  }
  const greek = await request.get('/api/v1/anything-unknown?lang=el')
  expect(((await greek.json()) as { error: { message: string } }).error.message).toMatch(
    /^Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση/,
  )

  const events = await request.get('/api/v1/events?limit=1')
  expect(events.status()).toBe(200)
  expect(((await events.json()) as { data: unknown[] }).data).toHaveLength(1)
  const missing = await request.get('/api/v1/events/00000000-0000-4000-8000-000000000000')
  expect(missing.status()).toBe(404)
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found')

  const page = await request.get('/no-such-page')
  expect(page.status()).toBe(404)
  expect(page.headers()['content-type']).toContain('text/html')
})
