import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { AdminTab } from '@common/constants'

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  dashboard: 'Dashboard',
  products: 'Products',
  orders: 'Orders',
  returns: 'Returns',
  users: 'Users',
  messages: 'Messages',
  discounts: 'Discounts',
  settings: 'Settings',
  activity: 'Activity',
}

/** What the count beside a tab's label counts, read out after it: "Returns 3 waiting". */
const BADGE_MEANINGS: Partial<Record<AdminTab, string>> = {
  messages: 'not handled',
  returns: 'waiting',
}

export function adminTabId(tab: AdminTab): string {
  return `admin-tab-${tab}`
}

export function adminPanelId(tab: AdminTab): string {
  return `admin-panel-${tab}`
}

interface AdminTabsProps {
  tabs: readonly AdminTab[]
  current: AdminTab
  onSelect: (tab: AdminTab) => void
  /** A count shown beside a tab's label, e.g. messages not yet handled, returns waiting for a decision. */
  badges?: Partial<Record<AdminTab, number>>
}

/**
 * The dashboard's tab list with the ARIA tabs pattern: arrow keys, Home and End move between tabs and
 * select them. It scrolls sideways inside itself on a narrow phone instead of widening the page.
 */
export function AdminTabs({ tabs, current, onSelect, badges = {} }: AdminTabsProps) {
  const buttons = useRef(new Map<AdminTab, HTMLButtonElement>())
  const strip = useRef<HTMLDivElement>(null)

  // A tab opened from an address (Activity, the last one) can sit past a phone's edge: the strip scrolls sideways
  // to show which tab is selected, never the page up or down.
  useEffect(() => {
    const list = strip.current
    const button = buttons.current.get(current)
    if (!list || !button) return
    const listBox = list.getBoundingClientRect()
    const buttonBox = button.getBoundingClientRect()
    if (buttonBox.right > listBox.right) list.scrollLeft += buttonBox.right - listBox.right
    else if (buttonBox.left < listBox.left) list.scrollLeft -= listBox.left - buttonBox.left
  }, [current])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs.at(-1)
              : undefined
    if (!next) return
    event.preventDefault()
    onSelect(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label="Admin sections"
      onKeyDown={onKeyDown}
      className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      {tabs.map((tab) => {
        const isSelected = tab === current
        const badge = badges[tab]
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element)
              else buttons.current.delete(tab)
            }}
            type="button"
            role="tab"
            id={adminTabId(tab)}
            aria-selected={isSelected}
            aria-controls={adminPanelId(tab)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`relative flex shrink-0 items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition ${
              isSelected
                ? 'bg-white/10 text-white ring-1 ring-inset ring-accent-400/60'
                : 'text-slate-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {ADMIN_TAB_LABELS[tab]}
            {badge !== undefined && badge > 0 && (
              <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs text-white">
                {badge}
                <span className="sr-only"> {BADGE_MEANINGS[tab] ?? 'new'}</span>
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}
