import { useSearchParams } from 'react-router'
import { adminPanelClassName } from '../components/admin-styles'
import { useUnhandledMessageCount } from './api/get-messages'
import { MessageList } from './components/message-list'
import { SectionTabs, sectionPanelId, sectionTabId } from './components/section-tabs'
import { SubscriberList } from './components/subscriber-list'
import { notHandledCountText } from './message-texts'

const SECTIONS = ['contact', 'support', 'subscribers'] as const
type Section = (typeof SECTIONS)[number]

const SECTION_LABELS: Record<Section, string> = {
  contact: 'Contact messages',
  support: 'Support requests',
  subscribers: 'Newsletter subscribers',
}

const ID_PREFIX = 'admin-messages'

function isSection(value: string | null): value is Section {
  return value !== null && (SECTIONS as readonly string[]).includes(value)
}

/** The open section lives in `?section=` beside `?tab=`, so a reload or a shared link keeps it. */
function useSection(): [Section, (section: Section) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('section')
  const select = (section: Section) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set('section', section)
        return params
      },
      { replace: true },
    )
  return [isSection(requested) ? requested : 'contact', select]
}

/** The admin dashboard's messages tab: contact messages, support requests and newsletter subscribers. */
export function MessagesTab() {
  const [section, selectSection] = useSection()
  const unhandled = useUnhandledMessageCount()

  return (
    // Its sr-only heading keeps the outline in order: the page's h1, this tab's h2, each message's h3.
    <section aria-labelledby="admin-messages-heading" className={adminPanelClassName}>
      <h2 id="admin-messages-heading" className="sr-only">
        Messages
      </h2>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <SectionTabs
          label="Message sections"
          sections={SECTIONS}
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
    </section>
  )
}
