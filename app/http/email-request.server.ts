/**
 * The action of the account pages that only ask for an e-mail address and send a message to it
 * (a password reset link, a new verification link): the address is checked by the form's own
 * rule, Better Auth sends the message, and the answer has the one form pipeline's shape.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext, requestContext } from '~/context.server'
import { normalizeEmail } from '~/domain/auth/allow-list'
import { authResponse, failureOf, unexpectedFailure } from '~/domain/auth/auth-errors.server'
import { checkEmailForm, type EmailRequestAnswer } from '~/domain/auth/auth-forms'
import type { AuthCall } from '~/domain/auth/better-auth.server'
import { formValues, hasFieldErrors } from '~/lib/form-input'
import { authCall } from './auth-call.server'
import { readFormData } from './form-body.server'

export async function emailRequestAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  send: (call: AuthCall, email: string) => Promise<Response>,
  /** What the log says when sending failed unexpectedly. */
  failureLog: string,
) {
  const { t } = context.get(i18nContext)
  const values = formValues(await readFormData(request, context))
  const email = normalizeEmail(typeof values.email === 'string' ? values.email : '')
  const fields = checkEmailForm({ email })
  if (hasFieldErrors(fields))
    return data<EmailRequestAnswer>({ ok: false, email, fields }, { status: 400 })
  const call = authCall(context, request)
  try {
    const response = await authResponse(() => call.run(() => send(call, email)))
    if (!response.ok) {
      const failure = await failureOf(t, response)
      return data<EmailRequestAnswer>(
        { ok: false, email, message: failure.message },
        { status: failure.status },
      )
    }
    return data<EmailRequestAnswer>({ ok: true, email })
  } catch (error) {
    context.get(requestContext).logger.error({ err: error }, failureLog)
    return data<EmailRequestAnswer>(
      { ok: false, email, message: unexpectedFailure(t).message },
      { status: 500 },
    )
  }
}
