import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Plus, TicketPercent } from 'lucide-react'
import { ADMIN_LIST_PAGE_SIZE } from '@common/constants'
import type { Discount } from '@common/schemas/discount'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { AdminPagination } from '../shared/components/admin-pagination'
import { AdminSearchField } from '../shared/components/admin-search-field'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { ConfirmDialog } from '../shared/components/confirm-dialog'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { useDeleteDiscount } from './api/delete-discount'
import { useDiscounts } from './api/get-discounts'
import { useSetDiscountActive } from './api/set-discount-active'
import { DiscountForm } from './components/discount-form'
import { DiscountsTable } from './components/discounts-table'
import {
  deleteDiscountQuestion,
  DISCOUNT_NOT_FOUND,
  DISCOUNTS_LOAD_FAILED,
  NO_DISCOUNTS_FOUND,
  NO_DISCOUNTS_MATCH,
} from './discount-texts'

/** `?discount=new` or `?discount=<id>` opens the form in the tab, so a reload keeps it open. */
const FORM_PARAM = 'discount'
const NEW_DISCOUNT = 'new'

function useOpenForm(): [string | null, (target: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const open = (target: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current)
      if (target === null) params.delete(FORM_PARAM)
      else params.set(FORM_PARAM, target)
      return params
    })
  return [searchParams.get(FORM_PARAM), open]
}

function matches(discount: Discount, search: string): boolean {
  const text = search.toLowerCase()
  return discount.code.toLowerCase().includes(text) || discount.description.toLowerCase().includes(text)
}

/** The admin dashboard's discounts tab: the codes with their state, and the form to add or change one. */
export function DiscountsTab() {
  const discounts = useDiscounts()
  const [formTarget, openForm] = useOpenForm()

  if (formTarget === null) return <DiscountList onOpenForm={openForm} />

  const close = () => openForm(null)
  if (formTarget === NEW_DISCOUNT)
    return (
      <section className={adminPanelClassName}>
        <DiscountForm onDone={close} />
      </section>
    )
  if (discounts.isPending) return <Spinner label="Loading discount codes" />
  const discount = discounts.data?.find((row) => row._id === formTarget)
  return (
    <section className={adminPanelClassName}>
      {discount ? (
        <DiscountForm key={discount._id} discount={discount} onDone={close} />
      ) : discounts.isError ? (
        <ListError message={DISCOUNTS_LOAD_FAILED} onRetry={() => void discounts.refetch()} />
      ) : (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <p role="alert" className="font-medium text-slate-200">
            {DISCOUNT_NOT_FOUND}
          </p>
          <Button variant="ghost" className="ring-1 ring-inset ring-white/15" onClick={close}>
            Back to codes
          </Button>
        </div>
      )}
    </section>
  )
}

function DiscountList({ onOpenForm }: { onOpenForm: (target: string) => void }) {
  const discounts = useDiscounts()
  const setActive = useSetDiscountActive()
  const deletion = useDeleteDiscount()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [toDelete, setToDelete] = useState<Discount | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Read once per render of the list: every row's status is judged at the same moment.
  const now = useMemo(() => new Date(), [discounts.dataUpdatedAt])

  const shown = useMemo(
    () => (discounts.data ?? []).filter((discount) => matches(discount, search.trim())),
    [discounts.data, search],
  )
  const totalPages = Math.max(1, Math.ceil(shown.length / ADMIN_LIST_PAGE_SIZE))
  const currentPage = Math.min(page, totalPages)
  const pageRows = shown.slice((currentPage - 1) * ADMIN_LIST_PAGE_SIZE, currentPage * ADMIN_LIST_PAGE_SIZE)

  useEffect(() => setPage(1), [search])

  const confirmDelete = () => {
    if (!toDelete) return
    setToDelete(null)
    // The focused Delete button leaves with its row: focus goes to the list's heading, not the page's top.
    deletion.mutate(toDelete, { onSuccess: () => headingRef.current?.focus() })
  }

  return (
    <section aria-labelledby="admin-discounts-heading" className={adminPanelClassName}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={headingRef}
          id="admin-discounts-heading"
          tabIndex={-1}
          className="font-sans text-lg font-bold text-white outline-none"
        >
          Discount codes
        </h2>
        <Button onClick={() => onOpenForm(NEW_DISCOUNT)}>
          <Plus aria-hidden="true" className="size-4" />
          New code
        </Button>
      </div>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <AdminSearchField
          label="Search discount codes"
          placeholder="Search code or description"
          value={search}
          onChange={setSearch}
        />
        {discounts.data && (
          <p aria-live="polite" className="text-sm text-slate-400 sm:ml-auto">
            {shown.length} {shown.length === 1 ? 'code' : 'codes'}
          </p>
        )}
      </div>

      <div className="mt-4">
        {discounts.isPending ? (
          <Spinner label="Loading discount codes" />
        ) : discounts.isError ? (
          <ListError message={DISCOUNTS_LOAD_FAILED} onRetry={() => void discounts.refetch()} />
        ) : shown.length === 0 ? (
          <ListEmpty icon={TicketPercent}>
            {discounts.data.length === 0 ? NO_DISCOUNTS_FOUND : NO_DISCOUNTS_MATCH}
          </ListEmpty>
        ) : (
          <>
            <DiscountsTable
              discounts={pageRows}
              now={now}
              onEdit={(discount) => onOpenForm(discount._id)}
              onSetActive={(discount, isActive) => setActive.mutate({ discount, isActive })}
              onDelete={setToDelete}
              togglingId={setActive.isPending ? setActive.variables.discount._id : undefined}
              deletingId={deletion.isPending ? deletion.variables._id : undefined}
            />
            <AdminPagination
              page={currentPage}
              totalPages={totalPages}
              onPageChange={setPage}
              label="Pages of discount codes"
            />
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={toDelete !== null}
        question={toDelete ? deleteDiscountQuestion(toDelete.code) : ''}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  )
}
