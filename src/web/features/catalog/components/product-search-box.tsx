import { useId, useState, type FormEvent } from 'react'
import { Search, X } from 'lucide-react'
import { MAX_SEARCH_LENGTH } from '@common/constants'

interface ProductSearchBoxProps {
  value: string
  onSearch: (search: string) => void
}

/** Searches on Enter or the button; the address's `q` stays the single source of the search text. */
export function ProductSearchBox({ value, onSearch }: ProductSearchBoxProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  // Back/forward can change the search under the box: show the address's text again.
  if (shownValue !== value) {
    setShownValue(value)
    setDraft(value)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(draft.trim())
  }

  return (
    <form role="search" onSubmit={submit} className="relative flex w-full min-w-0 items-center">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-400" />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search products…"
        enterKeyHint="search"
        className="w-full rounded-lg border border-night-600 bg-night-900/90 py-2 pr-24 pl-9 text-sm text-slate-100 placeholder:text-slate-500 transition hover:border-accent-400/60 focus:border-accent-400 [&::-webkit-search-cancel-button]:hidden"
      />
      {draft !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('')
            if (value !== '') onSearch('')
          }}
          className="absolute right-16 rounded p-1 text-slate-400 transition hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="submit"
        className="absolute right-1 rounded-md bg-night-700 px-3 py-1.5 text-xs font-semibold text-white transition hover:bg-night-600"
      >
        Search
      </button>
    </form>
  )
}
