import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { Search, X } from 'lucide-react'
import { MAX_SEARCH_LENGTH } from '@common/constants'
import { useProductSuggestions } from '../api/get-product-suggestions'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_LENGTH } from '../search-suggestions'
import { SearchSuggestionList, type SearchOption } from './search-suggestion-list'

interface ProductSearchBoxProps {
  value: string
  onSearch: (search: string) => void
}

/**
 * Searches on Enter or the button; the address's `q` stays the single source of the search text. From the second
 * character it offers matching products in a dropdown, as a WAI-ARIA combobox: focus stays in the box while the
 * arrow keys move through the list (aria-activedescendant), Enter opens the product or runs the search, Escape
 * or a press elsewhere closes it.
 */
export function ProductSearchBox({ value, onSearch }: ProductSearchBoxProps) {
  const inputId = useId()
  const listboxId = useId()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const [draft, setDraft] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  const [isOpen, setIsOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  // Back/forward can change the search under the box: show the address's text again.
  if (shownValue !== value) {
    setShownValue(value)
    setDraft(value)
    setIsOpen(false)
  }

  const term = draft.trim()
  const isSuggesting = isOpen && term.length >= SUGGESTION_MIN_LENGTH
  const settledTerm = useDebouncedValue(term, SUGGESTION_DEBOUNCE_MS)
  const suggestionsQuery = useProductSuggestions(settledTerm, isSuggesting)
  const answer = suggestionsQuery.data

  const options: SearchOption[] = isSuggesting
    ? [
        ...(answer?.suggestions ?? []).map((suggestion) => ({ kind: 'product' as const, suggestion })),
        ...(answer && answer.suggestions.length === 0 && answer.didYouMean
          ? [{ kind: 'correction' as const, text: answer.didYouMean }]
          : []),
        { kind: 'all-results' as const, text: term },
      ]
    : []
  const active = activeIndex < options.length ? activeIndex : -1
  const optionId = (index: number) => `${listboxId}-option-${index}`

  useEffect(() => {
    if (active < 0) return
    // jsdom has no scrollIntoView; a browser keeps the active option in the list's view.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const close = () => {
    setIsOpen(false)
    setActiveIndex(-1)
  }

  const search = (text: string) => {
    close()
    onSearch(text)
  }

  const choose = (option: SearchOption) => {
    if (option.kind === 'product') {
      close()
      void navigate(`/product/${encodeURIComponent(option.suggestion._id)}`)
    } else if (option.kind === 'correction') {
      setDraft(option.text)
      search(option.text)
    } else {
      search(term)
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search(term)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!isSuggesting) {
          if (term.length >= SUGGESTION_MIN_LENGTH) setIsOpen(true)
          return
        }
        setActiveIndex(active + 1 >= count ? -1 : active + 1)
        return
      case 'ArrowUp':
        if (!isSuggesting) return
        event.preventDefault()
        setActiveIndex(active <= -1 ? count - 1 : active - 1)
        return
      case 'Enter': {
        const option = options[active]
        if (!option) return // the form's own submit runs the search
        event.preventDefault()
        choose(option)
        return
      }
      case 'Escape':
        // An open list closes first; only then does the search field's own Escape clear the text.
        if (!isSuggesting) return
        event.preventDefault()
        close()
        return
      case 'Tab':
        close()
        return
    }
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      // Focus leaving the box (a press elsewhere, Tab) closes the list; the list itself never takes focus.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close()
      }}
      className="relative flex w-full min-w-0 items-center"
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-slate-400" />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isSuggesting}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={draft}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          setDraft(event.target.value)
          setIsOpen(true)
          setActiveIndex(-1)
        }}
        onKeyDown={handleKeyDown}
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
            close()
            // The button goes with the text: focus goes back to the box rather than to the page's start.
            inputRef.current?.focus()
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
      <SearchSuggestionList
        id={listboxId}
        isOpen={isSuggesting}
        isLoading={answer === undefined && !suggestionsQuery.isError}
        options={options}
        activeIndex={active}
        optionId={optionId}
        onActivate={setActiveIndex}
        onChoose={choose}
      />
    </form>
  )
}
