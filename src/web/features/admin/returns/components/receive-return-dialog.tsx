import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, PackageCheck } from 'lucide-react'
import { toast } from 'sonner'
import { formatRupees } from '@common/money'
import { detailOrderNumber } from '@common/order-display'
import { REFUND_ABOVE_REMAINING_MESSAGE, REFUND_REFERENCE_REQUIRED_MESSAGE } from '@common/schemas/order'
import type { ReturnRequest } from '@common/schemas/returns'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { Spinner } from '../../../../components/ui/spinner'
import { TextField } from '../../../../components/ui/text-field'
import { useAdminOrder } from '../../shared/api/get-admin-order'
import { isManualRefund } from '../../shared/refund-form-values'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { ManualRefundFields } from '../../shared/components/manual-refund-fields'
import { useUpdateReturn, type UpdateReturnBody } from '../api/update-return'
import {
  newReceiveFormValues,
  receiveReturnFormSchema,
  returnedItemsValue,
  type ReceiveReturnFormValues,
  type RefundContext,
} from '../receive-return-values'
import {
  ORDER_LOAD_FAILED,
  RESTOCK_HINT,
  RESTOCK_HINT_DAMAGED,
  RETURN_UPDATE_FAILED,
  returnReceivedMessage,
} from '../returns-texts'
import { NoteField } from './note-field'

interface ReceiveReturnDialogProps {
  request: ReturnRequest
  isOpen: boolean
  onClose: () => void
}

/**
 * "Mark received": the parcel is back. Per item how many go back on sale, the refund (through the order's refunds,
 * with its credit note) prefilled with what the items cost but never more than is left to refund, and a note.
 */
export function ReceiveReturnDialog({ request, isOpen, onClose }: ReceiveReturnDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Mark this return received?"
      description={
        <>
          Order #{detailOrderNumber(request.orderId)}, {request.user.name}. Choose what goes back on sale and
          how much to refund.
        </>
      }
      initialFocusRef={cancelRef}
    >
      {isOpen && <ReceiveForm request={request} cancelRef={cancelRef} onDone={onClose} />}
    </Dialog>
  )
}

function ReceiveForm({
  request,
  cancelRef,
  onDone,
}: {
  request: ReturnRequest
  cancelRef: RefObject<HTMLButtonElement | null>
  onDone: () => void
}) {
  // What is left to refund is the order's, so the order is read (often already cached from its page).
  const order = useAdminOrder(request.orderId)
  const cancel = (
    <Button ref={cancelRef} variant="ghost" onClick={onDone} className="ring-1 ring-white/15 ring-inset">
      Cancel
    </Button>
  )

  if (order.isPending) return <Spinner label="Loading the order" />
  if (!order.data)
    return (
      <div className="mt-5 space-y-4 text-left">
        <FormAlert message={ORDER_LOAD_FAILED} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {cancel}
          <Button onClick={() => void order.refetch()}>Try again</Button>
        </div>
      </div>
    )
  return (
    <ReceiveFields
      request={request}
      refund={{ refundableAmount: order.data.refundableAmount, isManual: isManualRefund(order.data) }}
      cancel={cancel}
      onDone={onDone}
    />
  )
}

function ReceiveFields({
  request,
  refund,
  cancel,
  onDone,
}: {
  request: ReturnRequest
  refund: RefundContext
  cancel: ReactNode
  onDone: () => void
}) {
  const update = useUpdateReturn()
  const [saveError, setSaveError] = useState<string | null>(null)
  const isSendingRef = useRef(false)
  const { refundableAmount, isManual } = refund
  const resolver = useMemo(
    () => zodResolver(receiveReturnFormSchema(request, { refundableAmount, isManual })),
    [request, refundableAmount, isManual],
  )
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReceiveReturnFormValues, unknown, UpdateReturnBody>({
    resolver,
    defaultValues: newReceiveFormValues(request, refundableAmount),
  })
  const isDamaged = request.reason === 'damaged'

  const save = async (input: UpdateReturnBody) => {
    setSaveError(null)
    try {
      await update.mutateAsync({ returnId: request._id, input })
      toast.success(returnReceivedMessage(input.refundAmount ? formatRupees(input.refundAmount) : null))
      onDone()
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || RETURN_UPDATE_FAILED
      // What only the server knows (less is left to refund than this screen thought) goes under its field.
      const field = isApiError(error) ? error.serverField : undefined
      if (field === 'refundAmount' || field === 'refundReference' || field === 'note')
        setError(field, { message }, { shouldFocus: true })
      else if (message === REFUND_ABOVE_REMAINING_MESSAGE)
        setError('refundAmount', { message }, { shouldFocus: true })
      else if (message === REFUND_REFERENCE_REQUIRED_MESSAGE)
        setError('refundReference', { message }, { shouldFocus: true })
      else setSaveError(message)
      toast.error(message)
    }
  }

  // handleSubmit validates before it calls save: a second click meanwhile must not send a second request.
  const submit = handleSubmit(async (input) => {
    if (isSendingRef.current) return
    isSendingRef.current = true
    try {
      await save(input)
    } finally {
      isSendingRef.current = false
    }
  })
  const isBusy = isSubmitting || update.isPending

  return (
    <form onSubmit={submit} noValidate aria-busy={isBusy} className="mt-5 space-y-5 text-left">
      {saveError && <FormAlert message={saveError} />}
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1 text-sm font-semibold text-white">Back on sale</legend>
        <p className="text-sm text-slate-400">{isDamaged ? RESTOCK_HINT_DAMAGED : RESTOCK_HINT}</p>
        {request.items.map((item, index) =>
          item.product === null ? (
            <p key={`${item.name}-${index}`} className="text-sm text-slate-300">
              {item.name} × {item.qty}: no longer in the catalogue, so it cannot go back on sale.
            </p>
          ) : (
            <TextField
              key={item.variant?._id ?? item.product}
              label={`${item.name} (${item.qty} returned)`}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              max={item.qty}
              error={errors.restock?.[index]?.qty?.message}
              {...register(`restock.${index}.qty`)}
            />
          ),
        )}
      </fieldset>

      <HintedTextField
        label="Refund (₹)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        max={refundableAmount}
        hint={`The items cost ${formatRupees(returnedItemsValue(request.items))}; ${formatRupees(refundableAmount)} is left to refund on the order. 0 refunds nothing; a refund issues its credit note.`}
        error={errors.refundAmount?.message}
        {...register('refundAmount')}
      />

      {isManual && (
        <ManualRefundFields
          method={register('refundMethod')}
          reference={register('refundReference')}
          referenceHint="Cash payments are paid back by the shop: the bank's UTR or the UPI transaction ID of the transfer."
          referenceError={errors.refundReference?.message}
        />
      )}

      <NoteField error={errors.note?.message} {...register('note')} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={isBusy}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <PackageCheck aria-hidden="true" className="size-4" />
          )}
          Mark received
        </Button>
      </div>
    </form>
  )
}
