import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

export interface AccountTab<Id extends string> {
  id: Id
  label: string
  icon: LucideIcon
  panel: ReactNode
}

interface AccountTabsProps<Id extends string> {
  label: string
  tabs: ReadonlyArray<AccountTab<Id>>
  selectedId: Id
  onSelect: (id: Id) => void
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs and select them. Every panel
 * stays mounted so a half-written support message survives a look at the profile tab.
 */
export function AccountTabs<Id extends string>({ label, tabs, selectedId, onSelect }: AccountTabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = (id: Id) => `${baseId}-panel-${id}`

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selectedId)
    const targets: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = targets[event.key]
    const next = target === undefined ? undefined : tabs[target]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={moveFocus}
        className="flex gap-1 rounded-xl border border-white/10 bg-night-950/60 p-1"
      >
        {tabs.map(({ id, label: tabLabel, icon: Icon }) => {
          const isSelected = id === selectedId
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) tabRefs.current.set(id, element)
                else tabRefs.current.delete(id)
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={isSelected}
              aria-controls={panelId(id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={`flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition sm:flex-none ${
                isSelected
                  ? 'bg-linear-to-r from-accent-700 to-accent-violet-700 text-white shadow-md shadow-accent-700/25'
                  : 'text-slate-300 hover:bg-white/5 hover:text-white'
              }`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {tabLabel}
            </button>
          )
        })}
      </div>
      {tabs.map(({ id, panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(id)}
          aria-labelledby={tabId(id)}
          hidden={id !== selectedId}
          tabIndex={0}
          className="mt-6 rounded-lg"
        >
          {panel}
        </div>
      ))}
    </div>
  )
}
