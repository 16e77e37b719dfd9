import {
  ArchiveRestore,
  ChartColumn,
  HeartPulse,
  ClipboardCheck,
  ImageOff,
  Images,
  LayoutList,
  LogIn,
  LogOut,
  ScrollText,
  SearchCheck,
  Settings,
  Tags,
  UserRound,
  Users,
} from 'lucide'
import { Link } from 'react-router'

import { can } from '~/domain/permissions'
import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useRootData } from '~/components/use-root-data'

/**
 * Sign-out ends every session on the server (POST /auth/sign-out), then always lands on /auth,
 * even when that call fails: a person who asked to sign out is never left looking signed in.
 * A full page load leaves nothing of the signed-in
 * page behind.
 */
async function signOut() {
  try {
    await fetch('/auth/sign-out', {
      method: 'POST',
      credentials: 'same-origin',
      redirect: 'manual',
    })
  } catch (error) {
    console.error('sign-out request failed; going to /auth anyway', error)
  } finally {
    window.location.assign('/auth')
  }
}

/**
 * The avatar menu: signed in, Profile (for admins also Site settings, Tags, the audit log and recently
 * deleted items) and Sign out; else Sign in. Only admins' browsers hold the admin strings, and
 * only admins see those links.
 */
export function AvatarMenu() {
  const { t } = useTranslation()
  const { auth } = useRootData()
  if (!auth.user) {
    return (
      <Button asChild variant="ghost" size="sm">
        <Link to="/auth">
          <Icon icon={LogIn} aria-hidden="true" />
          {t('common.account.signIn')}
        </Link>
      </Button>
    )
  }
  const initial = (auth.user.email[0] ?? '?').toUpperCase()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={t('common.account.account')}
          className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground hover:bg-primary/90"
        >
          <span aria-hidden="true">{initial}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-60 truncate">{auth.user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <Icon icon={UserRound} aria-hidden="true" />
            {t('common.account.profile')}
          </Link>
        </DropdownMenuItem>
        {can(auth, 'settings') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/settings">
              <Icon icon={Settings} aria-hidden="true" />
              {t('common.account.siteSettings')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'settings') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/search-synonyms">
              <Icon icon={SearchCheck} aria-hidden="true" />
              {t('admin.searchSynonyms.menu')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'people') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/people">
              <Icon icon={Users} aria-hidden="true" />
              {t('admin.editorial.menu.people')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'manage-taxonomy') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/tags">
              <Icon icon={Tags} aria-hidden="true" />
              {t('admin.editorial.menu.tags')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'read-drafts') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/content">
              <Icon icon={LayoutList} aria-hidden="true" />
              {t('admin.editorial.menu.allContent')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'publish') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/review">
              <Icon icon={ClipboardCheck} aria-hidden="true" />
              {t('admin.editorial.menu.review')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'audit') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/audit">
              <Icon icon={ScrollText} aria-hidden="true" />
              {t('admin.editorial.menu.audit')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'restore') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/deleted">
              <Icon icon={ArchiveRestore} aria-hidden="true" />
              {t('admin.editorial.menu.deleted')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'manage-taxonomy') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/media">
              <Icon icon={Images} aria-hidden="true" />
              {t('admin.editorial.menu.media')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'manage-taxonomy') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/images">
              <Icon icon={ImageOff} aria-hidden="true" />
              {t('admin.editorial.menu.images')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'publish') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/health">
              <Icon icon={HeartPulse} aria-hidden="true" />
              {t('admin.editorial.menu.health')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        {can(auth, 'audit') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/analytics">
              <Icon icon={ChartColumn} aria-hidden="true" />
              {t('admin.editorial.menu.analytics')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <Icon icon={LogOut} aria-hidden="true" />
          {t('common.account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
