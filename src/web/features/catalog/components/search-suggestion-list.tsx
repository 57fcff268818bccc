import { LoaderCircle, Search, SpellCheck } from 'lucide-react'
import { formatRupees } from '@common/money'
import { ProductThumbnail } from '../../../components/product/product-thumbnail'
import type { ProductSuggestion } from '../api/get-product-suggestions'

/** What the dropdown offers: a product, the server's corrected spelling, or the full search. */
export type SearchOption =
  | { kind: 'product'; suggestion: ProductSuggestion }
  | { kind: 'correction'; text: string }
  | { kind: 'all-results'; text: string }

interface SearchSuggestionListProps {
  id: string
  isOpen: boolean
  isLoading: boolean
  options: readonly SearchOption[]
  activeIndex: number
  optionId: (index: number) => string
  onActivate: (index: number) => void
  onChoose: (option: SearchOption) => void
}

const THUMBNAIL_PX = 40

/**
 * The combobox's listbox. It is always in the page (hidden when closed) so the box's aria-controls names an
 * element; its options are never focused: the search box keeps focus and points at the active one.
 */
export function SearchSuggestionList({
  id,
  isOpen,
  isLoading,
  options,
  activeIndex,
  optionId,
  onActivate,
  onChoose,
}: SearchSuggestionListProps) {
  const productCount = options.filter((option) => option.kind === 'product').length
  return (
    <>
      {/*
        Said once the answer is in, so a screen reader hears how many products the arrow keys will reach. Outside
        the hidden list: a live region must already be in the page, empty, for its first message to be announced.
      */}
      <p role="status" className="sr-only">
        {isOpen && !isLoading ? `${productCount} ${productCount === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
      <div
        hidden={!isOpen}
        // A press on the list must not take focus from the box, which would close the list before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute top-full right-0 left-0 z-50 mt-2 overflow-hidden rounded-xl border border-white/15 bg-night-900 shadow-2xl shadow-black/60"
      >
        {isLoading && (
          <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Searching…
          </p>
        )}
        <ul
          id={id}
          role="listbox"
          aria-label="Search suggestions"
          className="max-h-[min(26rem,60vh)] overflow-y-auto overscroll-contain py-1"
        >
          {options.map((option, index) => {
            const isActive = index === activeIndex
            return (
              <li
                key={optionKey(option)}
                id={optionId(index)}
                role="option"
                aria-selected={isActive}
                aria-label={optionLabel(option)}
                onMouseMove={() => {
                  if (!isActive) onActivate(index)
                }}
                onClick={() => onChoose(option)}
                className={`mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm text-slate-100 outline-2 -outline-offset-2 ${
                  isActive ? 'bg-white/10 outline-focus' : 'outline-transparent'
                } ${option.kind === 'product' ? '' : 'border-t border-white/10'}`}
              >
                <OptionContent option={option} />
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}

function OptionContent({ option }: { option: SearchOption }) {
  switch (option.kind) {
    case 'product':
      return (
        <>
          <ProductThumbnail
            image={option.suggestion.image ?? undefined}
            name={option.suggestion.name}
            sizePx={THUMBNAIL_PX}
            className="size-10"
          />
          <span className="line-clamp-2 min-w-0 flex-1 break-words">{option.suggestion.name}</span>
          <span className="shrink-0 font-semibold text-white">{formatRupees(option.suggestion.price)}</span>
        </>
      )
    case 'correction':
      return (
        <>
          <SpellCheck aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          <span className="min-w-0 break-words">
            Did you mean <span className="font-semibold text-accent-300">“{option.text}”</span>?
          </span>
        </>
      )
    case 'all-results':
      return (
        <>
          <Search aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          <span className="min-w-0 break-words">
            See all results for <span className="font-semibold">“{option.text}”</span>
          </span>
        </>
      )
  }
}

function optionKey(option: SearchOption): string {
  return option.kind === 'product' ? `product-${option.suggestion._id}` : option.kind
}

/** The option's name for assistive technology: the picture's alt text would only repeat the product's name. */
function optionLabel(option: SearchOption): string {
  switch (option.kind) {
    case 'product':
      return `${option.suggestion.name}, ${formatRupees(option.suggestion.price)}`
    case 'correction':
      return `Did you mean “${option.text}”?`
    case 'all-results':
      return `See all results for “${option.text}”`
  }
}
