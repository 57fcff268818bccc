import { useId, useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { LifeBuoy, LogIn, UserRound } from 'lucide-react'
import type { User } from '@common/schemas/auth'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSession } from '../../../lib/session-context'
import { AccountTabs, type AccountTab } from '../components/account-tabs'
import { ChangePasswordForm } from '../components/change-password-form'
import { PersonalDataSection } from '../components/personal-data-section'
import { ProfileForm } from '../components/profile-form'
import { SupportForm } from '../components/support-form'
import { TwoFactorSection } from '../components/two-factor-section'
import type { AccountDeletedState } from './account-deleted-page'

type AccountTabId = 'profile' | 'support'

const memberSinceFormatter = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' })

function memberSince(user: User): string | null {
  const joined = new Date(user.createdAt)
  return Number.isNaN(joined.getTime()) ? null : memberSinceFormatter.format(joined)
}

export function ProfilePage() {
  useDocumentTitle('My Profile')
  const { user } = useSession()
  const navigate = useNavigate()
  const [selectedTab, setSelectedTab] = useState<AccountTabId>('profile')
  const passwordHeadingId = useId()
  const twoFactorHeadingId = useId()
  const dataHeadingId = useId()

  // The account is gone: its confirmation page ends the session on this device.
  const afterDeletion = (message: string) => {
    const state: AccountDeletedState = { erasedMessage: message }
    void navigate('/account-deleted', { replace: true, state })
  }

  if (!user) {
    return (
      <section className="flex justify-center px-4 py-16">
        <div className="w-full max-w-md rounded-2xl border border-white/10 bg-night-900/80 p-8 text-center shadow-2xl shadow-black/40">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-accent-700 to-accent-violet-700">
            <LogIn aria-hidden="true" className="size-6 text-white" />
          </span>
          <h1 className="mt-5 text-2xl text-white">Please sign in</h1>
          <p className="mt-2 text-sm text-slate-400">Sign in to manage your profile and contact support.</p>
          <Link to="/login" className={buttonClassName('primary', 'mt-6')}>
            Sign in
          </Link>
        </div>
      </section>
    )
  }

  const tabs: ReadonlyArray<AccountTab<AccountTabId>> = [
    {
      id: 'profile',
      label: 'Profile',
      icon: UserRound,
      panel: (
        <>
          <TabIntro
            title="Profile details"
            text="Keep your name and e-mail up to date for orders and invoices."
          >
            <ProfileForm user={user} />
          </TabIntro>
          <section aria-labelledby={passwordHeadingId} className="mt-8 border-t border-white/10 pt-8">
            <TabIntro
              headingId={passwordHeadingId}
              title="Change password"
              text="Your other devices are signed out when the password changes; this one stays signed in."
            >
              <ChangePasswordForm email={user.email} />
            </TabIntro>
          </section>
          <section aria-labelledby={twoFactorHeadingId} className="mt-8 border-t border-white/10 pt-8">
            <TabIntro
              headingId={twoFactorHeadingId}
              title="Two-step sign-in"
              text="After your password, sign-in asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account."
            >
              <TwoFactorSection user={user} />
            </TabIntro>
          </section>
          <section aria-labelledby={dataHeadingId} className="mt-8 border-t border-white/10 pt-8">
            <TabIntro
              headingId={dataHeadingId}
              title="Your data"
              text="Under India's Digital Personal Data Protection Act you may have a copy of your data and have it erased."
            >
              <PersonalDataSection email={user.email} onDeleted={afterDeletion} />
            </TabIntro>
          </section>
        </>
      ),
    },
    {
      id: 'support',
      label: 'Support',
      icon: LifeBuoy,
      panel: (
        <TabIntro
          title="Contact support"
          text="Questions about an order, a figure or a delivery? Our team replies by e-mail."
        >
          <SupportForm />
        </TabIntro>
      ),
    },
  ]
  const joined = memberSince(user)

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-accent-700 to-accent-violet-700 text-xl font-bold text-white shadow-lg shadow-accent-700/30"
        >
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl text-white sm:text-4xl">My Profile</h1>
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-400">
            <span className="max-w-full truncate">{user.email}</span>
            {joined && <span>Member since {joined}</span>}
          </p>
        </div>
      </header>

      <div className="rounded-2xl border border-white/10 bg-night-900/80 p-5 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
        <AccountTabs
          label="Account settings"
          tabs={tabs}
          selectedId={selectedTab}
          onSelect={setSelectedTab}
        />
      </div>
    </section>
  )
}

function TabIntro({
  title,
  text,
  headingId,
  children,
}: {
  title: string
  text: string
  headingId?: string
  children: ReactNode
}) {
  return (
    <>
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-400">{text}</p>
      {children}
    </>
  )
}
