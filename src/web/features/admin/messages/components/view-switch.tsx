interface ViewSwitchProps<View extends string> {
  label: string
  views: readonly View[]
  labels: Record<View, string>
  current: View
  onSelect: (view: View) => void
}

/**
 * A segmented switch between views of one tab: plain buttons with aria-pressed, so Tab reaches each and
 * Enter or Space picks it, and a screen reader says which one is on.
 */
export function ViewSwitch<View extends string>({
  label,
  views,
  labels,
  current,
  onSelect,
}: ViewSwitchProps<View>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-xl bg-night-950/60 p-1 ring-1 ring-white/10 ring-inset"
    >
      {views.map((view) => {
        const isOn = view === current
        return (
          <button
            key={view}
            type="button"
            aria-pressed={isOn}
            onClick={() => onSelect(view)}
            className={`min-w-24 rounded-lg px-4 py-2 text-sm font-semibold transition ${
              isOn ? 'bg-accent-700 text-white shadow' : 'text-slate-300 hover:bg-white/5 hover:text-white'
            }`}
          >
            {labels[view]}
          </button>
        )
      })}
    </div>
  )
}
