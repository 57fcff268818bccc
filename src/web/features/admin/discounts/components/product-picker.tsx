import { useId, useState } from 'react'
import { useQueries } from '@tanstack/react-query'
import { LoaderCircle, Plus, Search, X } from 'lucide-react'
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@common/constants'
import { MAX_RESTRICTED_ITEMS } from '@common/schemas/discount'
import { inputClassName, labelClassName } from '../../../../components/ui/field-styles'
import { productQueryOptions, type Product } from '../../../../lib/products'
import { useDebouncedValue } from '../../../../lib/use-debounced-value'
import { useProductSearch } from '../api/search-products'

interface ProductPickerProps {
  value: readonly string[]
  onChange: (productIds: string[]) => void
  error?: string | undefined
}

/**
 * The products a code is limited to: typed names find products (GET /products?search=), a press adds one,
 * each chosen product has its own Remove button. Names of products chosen earlier are fetched by id.
 */
export function ProductPicker({ value, onChange, error }: ProductPickerProps) {
  const searchId = useId()
  const hintId = useId()
  const errorId = useId()
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText, ADMIN_SEARCH_DEBOUNCE_MS).trim()
  const results = useProductSearch(search)
  const [picked, setPicked] = useState(new Map<string, string>())

  const storedNames = useQueries({
    queries: value
      .filter((id) => !picked.has(id))
      .map((id) => ({ ...productQueryOptions(id), staleTime: Infinity })),
  })
  const nameOf = (id: string) =>
    picked.get(id) ?? storedNames.find((query) => query.data?._id === id)?.data?.name ?? 'Loading…'

  const add = (product: Product) => {
    if (value.includes(product._id) || value.length >= MAX_RESTRICTED_ITEMS) return
    setPicked((names) => new Map(names).set(product._id, product.name))
    onChange([...value, product._id])
  }
  const remove = (id: string) => onChange(value.filter((chosen) => chosen !== id))

  const found = results.data ?? []

  return (
    <div>
      <label htmlFor={searchId} className={labelClassName}>
        Products (optional)
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={searchId}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder="Search products by name..."
          autoComplete="off"
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          className={`${inputClassName} pl-9`}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        Type a name, then add the products the code is for.
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-rose-300">
          {error}
        </p>
      )}

      {search !== '' && (
        <div className="mt-2 rounded-lg border border-white/10 bg-night-950/50" aria-live="polite">
          {results.isFetching && found.length === 0 ? (
            <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-slate-300">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Searching…
            </p>
          ) : results.isError ? (
            <p className="px-3 py-2.5 text-sm text-rose-300">Failed to search products</p>
          ) : found.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-slate-300">No products match “{search}”</p>
          ) : (
            <ul aria-label="Matching products" className="divide-y divide-white/5">
              {found.map((product) => {
                const isChosen = value.includes(product._id)
                return (
                  <li key={product._id} className="flex items-center justify-between gap-3 px-3 py-1.5">
                    <span className="min-w-0 text-sm break-words text-slate-100">{product.name}</span>
                    <button
                      type="button"
                      disabled={isChosen}
                      onClick={() => add(product)}
                      className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-accent-300 transition hover:bg-white/10 disabled:cursor-default disabled:text-slate-400"
                    >
                      {isChosen ? (
                        'Added'
                      ) : (
                        <>
                          <Plus aria-hidden="true" className="size-4" />
                          Add <span className="sr-only">{product.name}</span>
                        </>
                      )}
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      )}

      {value.length > 0 && (
        <ul aria-label="Chosen products" className="mt-3 flex flex-wrap gap-2">
          {value.map((id) => (
            <li
              key={id}
              className="flex max-w-full items-center gap-1 rounded-full bg-white/10 py-1 pr-1 pl-3 text-sm text-slate-100"
            >
              <span className="min-w-0 truncate">{nameOf(id)}</span>
              <button
                type="button"
                onClick={() => remove(id)}
                aria-label={`Remove ${nameOf(id)}`}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/15 hover:text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
