import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { parseWholeNumber } from '@common/schemas/text-values'

/** A list's filters, each a text ('' for none), and the page it shows. */
type ListParams = { page: number }

/** The query parameter each filter, and the page, is kept under. */
export type ListParamNames<Params extends ListParams> = { readonly [Key in keyof Params]: string }

type FilterKey<Params> = Exclude<keyof Params, 'page'> & string

/**
 * An admin list's filters and page kept in the address (replacing the entry), so that coming back to the list, a
 * reload or a shared link shows the same entries. `read` turns each filter's text (trimmed, '' when absent) into its
 * value, dropping what the list does not know. A changed filter starts again from the first page; a blank filter and
 * page 1 leave the address. `paramNames` is a module constant: the setter keeps its identity across renders.
 */
export function useListFiltersInAddress<Params extends ListParams & Record<keyof Params, string | number>>(
  paramNames: ListParamNames<Params>,
  read: (texts: Record<FilterKey<Params>, string>) => Omit<Params, 'page'>,
): [Params, (change: Partial<Params>) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const texts = Object.fromEntries(
    filterKeys(paramNames).map((key) => [key, searchParams.get(paramNames[key])?.trim() ?? '']),
  ) as Record<FilterKey<Params>, string>
  const page = parseWholeNumber(searchParams.get(paramNames.page))
  const filters = { ...read(texts), page: page !== undefined && page >= 1 ? page : 1 } as Params

  const setFilters = useCallback(
    (change: Partial<Params>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          let isNewQuery = false
          for (const key of filterKeys(paramNames)) {
            const value = change[key]
            if (value === undefined) continue
            isNewQuery = true
            setOrDelete(params, paramNames[key], String(value))
          }
          const nextPage = change.page ?? (isNewQuery ? 1 : undefined)
          if (nextPage !== undefined)
            setOrDelete(params, paramNames.page, nextPage > 1 ? String(nextPage) : '')
          return params
        },
        { replace: true },
      ),
    [paramNames, setSearchParams],
  )

  return [filters, setFilters]
}

function filterKeys<Params extends ListParams>(paramNames: ListParamNames<Params>): FilterKey<Params>[] {
  return Object.keys(paramNames).filter((key) => key !== 'page') as FilterKey<Params>[]
}

function setOrDelete(params: URLSearchParams, name: string, value: string) {
  if (value.trim() === '') params.delete(name)
  else params.set(name, value.trim())
}
