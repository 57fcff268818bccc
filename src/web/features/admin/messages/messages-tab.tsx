import { useSearchParams } from 'react-router'
import { useSession } from '../../../lib/session-context'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { useUnhandledMessageCount } from './api/get-messages'
import { MessageList } from './components/message-list'
import { SectionTabs, sectionPanelId, sectionTabId } from './components/section-tabs'
import { SubscriberList } from './components/subscriber-list'
import { ViewSwitch } from './components/view-switch'
import { notHandledCountText } from './message-texts'
import { OutboxList } from './outbox/components/outbox-list'

const SECTIONS = ['contact', 'support', 'subscribers'] as const
type Section = (typeof SECTIONS)[number]
/** Staff answer messages; the newsletter's subscribers and the outbox are the admin's (the server refuses staff). */
const STAFF_SECTIONS = ['contact', 'support'] as const satisfies readonly Section[]

const SECTION_LABELS: Record<Section, string> = {
  contact: 'Contact messages',
  support: 'Support requests',
  subscribers: 'Newsletter subscribers',
}

const ID_PREFIX = 'admin-messages'

const VIEWS = ['messages', 'outbox'] as const
type View = (typeof VIEWS)[number]
const VIEW_LABELS: Record<View, string> = { messages: 'Messages', outbox: 'Outbox' }

function isSection(value: string | null): value is Section {
  return value !== null && (SECTIONS as readonly string[]).includes(value)
}

/** A choice kept in the address beside `?tab=`, so a reload or a shared link keeps it. */
function useSearchChoice<Choice extends string>(
  name: string,
  isChoice: (value: string | null) => value is Choice,
  fallback: Choice,
): [Choice, (choice: Choice) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get(name)
  const select = (choice: Choice) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set(name, choice)
        return params
      },
      { replace: true },
    )
  return [isChoice(requested) ? requested : fallback, select]
}

function isView(value: string | null): value is View {
  return value !== null && (VIEWS as readonly string[]).includes(value)
}

/**
 * The admin dashboard's messages tab: what reaches the shop (contact messages, support requests, newsletter
 * subscribers) and, in the Outbox, every mail the shop has written.
 */
export function MessagesTab() {
  const { isAdmin } = useSession()
  const sections: readonly Section[] = isAdmin ? SECTIONS : STAFF_SECTIONS
  const [requestedView, selectView] = useSearchChoice('view', isView, 'messages')
  const [requestedSection, selectSection] = useSearchChoice('section', isSection, 'contact')
  const view = isAdmin ? requestedView : 'messages'
  const section = sections.includes(requestedSection) ? requestedSection : 'contact'
  const unhandled = useUnhandledMessageCount()

  return (
    // Its sr-only heading keeps the outline in order: the page's h1, this tab's h2, each message's h3.
    <section aria-labelledby="admin-messages-heading" className={adminPanelClassName}>
      <h2 id="admin-messages-heading" className="sr-only">
        Messages
      </h2>
      {isAdmin && (
        <div className="mb-5">
          <ViewSwitch label="View" views={VIEWS} labels={VIEW_LABELS} current={view} onSelect={selectView} />
        </div>
      )}
      {view === 'outbox' ? (
        <OutboxList />
      ) : (
        <ReceivedMessages
          sections={sections}
          section={section}
          onSelectSection={selectSection}
          unhandled={unhandled}
        />
      )}
    </section>
  )
}

/** Contact messages, support requests and newsletter subscribers, one section at a time. */
function ReceivedMessages({
  sections,
  section,
  onSelectSection: selectSection,
  unhandled,
}: {
  sections: readonly Section[]
  section: Section
  onSelectSection: (section: Section) => void
  unhandled: number | undefined
}) {
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <SectionTabs
          label="Message sections"
          sections={sections}
          labels={SECTION_LABELS}
          current={section}
          onSelect={selectSection}
          idPrefix={ID_PREFIX}
        />
        {unhandled !== undefined && (
          <p
            aria-live="polite"
            className={`text-sm font-semibold ${unhandled > 0 ? 'text-amber-200' : 'text-slate-400'}`}
          >
            {notHandledCountText(unhandled)}
          </p>
        )}
      </div>

      <div
        role="tabpanel"
        id={sectionPanelId(ID_PREFIX, section)}
        aria-labelledby={sectionTabId(ID_PREFIX, section)}
      >
        {section === 'subscribers' ? <SubscriberList /> : <MessageList key={section} kind={section} />}
      </div>
    </>
  )
}
