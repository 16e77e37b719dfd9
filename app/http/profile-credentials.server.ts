/**
 * /profile?intent=credentials: a medical reviewer (or admin) keeps the name and credentials
 * readers see under the articles they review. Who may post is settled before the body is read.
 */
import { data, type RouterContextProvider } from 'react-router'

import { i18nContext, servicesContext } from '~/context.server'
import { credentialsRule, type CredentialsResult } from '~/domain/credentials'
import { can } from '~/domain/permissions'
import { setCredentials } from '~/domain/profiles.server'
import { keyFromData } from '~/i18n/keys'
import { readFormData } from './form-body.server'
import { authContext } from './guards.server'

export async function saveCredentials(request: Request, context: Readonly<RouterContextProvider>) {
  const auth = context.get(authContext)
  const { t } = context.get(i18nContext)
  if (!auth.user)
    return data<CredentialsResult>(
      { intent: 'credentials', ok: false, message: t('common.guard.loginRequired') },
      { status: 401 },
    )
  if (!can(auth, 'medical-review'))
    return data<CredentialsResult>(
      { intent: 'credentials', ok: false, message: t('profile.credentials.notAllowed') },
      { status: 403 },
    )
  const form = await readFormData(request, context)
  const parsed = credentialsRule.safeParse(form.get('credentials') ?? '')
  if (!parsed.success) {
    const message = t(keyFromData(parsed.error.issues[0]?.message ?? 'profile.credentials.invalid'))
    return data<CredentialsResult>(
      { intent: 'credentials', ok: false, message, invalid: true },
      { status: 400 },
    )
  }
  await setCredentials(context.get(servicesContext).database.db, auth.user.id, parsed.data)
  return data<CredentialsResult>({
    intent: 'credentials',
    ok: true,
    credentials: parsed.data,
    message: t('profile.credentials.saved'),
  })
}
