import { useRef, type KeyboardEvent } from 'react'

interface SectionTabsProps<Section extends string> {
  label: string
  sections: readonly Section[]
  labels: Record<Section, string>
  current: Section
  onSelect: (section: Section) => void
  /** Prefix for the tab and panel ids, unique on the page. */
  idPrefix: string
}

export const sectionTabId = (idPrefix: string, section: string) => `${idPrefix}-tab-${section}`
export const sectionPanelId = (idPrefix: string, section: string) => `${idPrefix}-panel-${section}`

/**
 * Sub-tabs inside an admin tab, with the ARIA tabs pattern (arrow keys, Home, End). They wrap onto
 * a second line on a narrow phone rather than widening the page.
 */
export function SectionTabs<Section extends string>({
  label,
  sections,
  labels,
  current,
  onSelect,
  idPrefix,
}: SectionTabsProps<Section>) {
  const buttons = useRef(new Map<Section, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = sections.indexOf(current)
    const moves: Record<string, Section | undefined> = {
      ArrowRight: sections[(index + 1) % sections.length],
      ArrowLeft: sections[(index - 1 + sections.length) % sections.length],
      Home: sections[0],
      End: sections.at(-1),
    }
    const next = moves[event.key]
    if (!next) return
    event.preventDefault()
    onSelect(next)
    buttons.current.get(next)?.focus()
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
      {sections.map((section) => {
        const isSelected = section === current
        return (
          <button
            key={section}
            ref={(element) => {
              if (element) buttons.current.set(section, element)
              else buttons.current.delete(section)
            }}
            type="button"
            role="tab"
            id={sectionTabId(idPrefix, section)}
            aria-selected={isSelected}
            aria-controls={sectionPanelId(idPrefix, section)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(section)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition ${
              isSelected
                ? 'bg-accent-700 text-white ring-accent-400/60'
                : 'text-slate-300 ring-white/15 hover:bg-white/5 hover:text-white'
            }`}
          >
            {labels[section]}
          </button>
        )
      })}
    </div>
  )
}
