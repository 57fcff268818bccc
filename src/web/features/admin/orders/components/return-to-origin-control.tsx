import { useMemo, useRef, useState, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, PackageX } from 'lucide-react'
import { toast } from 'sonner'
import { resolveOrderStatus } from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useMarkReturnedToOrigin, type ReturnToOriginInput } from '../api/mark-returned-to-origin'
import {
  newReturnToOriginValues,
  returnToOriginFormSchema,
  type ReturnToOriginFormValues,
} from '../return-to-origin-values'

export const RETURNED_TO_ORIGIN_MESSAGE = 'Order marked as returned to origin'
export const RETURN_TO_ORIGIN_FAILED_MESSAGE = 'Failed to mark the order returned'

/** A shipped cash-on-delivery parcel is the only kind that can come back undelivered (the server says the same). */
export function canMarkReturnedToOrigin(order: Pick<Order, 'status' | 'paymentMethod'>): boolean {
  return resolveOrderStatus(order, 'unknown') === 'shipped' && order.paymentMethod === 'COD'
}

/**
 * "Mark returned to origin": the courier brought a refused cash-on-delivery parcel back. Per item how many go back
 * on sale (all unless lowered); the customer's record counts the parcel. Focus starts on Cancel; the request goes
 * once however often the button is pressed.
 */
export function ReturnToOriginControl({ order }: { order: Order }) {
  const [isOpen, setIsOpen] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button variant="ghost" onClick={() => setIsOpen(true)} className="ring-1 ring-rose-400/40 ring-inset">
        <PackageX aria-hidden="true" className="size-4 text-rose-300" />
        Mark returned to origin
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Mark this parcel returned to origin?"
        description="The courier brought it back undelivered. The items you choose go back on sale, and the customer's record counts a returned parcel."
        initialFocusRef={cancelRef}
      >
        <ReturnToOriginForm order={order} cancelRef={cancelRef} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  )
}

function ReturnToOriginForm({
  order,
  cancelRef,
  onDone,
}: {
  order: Order
  cancelRef: RefObject<HTMLButtonElement | null>
  onDone: () => void
}) {
  const mark = useMarkReturnedToOrigin()
  const [saveError, setSaveError] = useState<string | null>(null)
  const isSendingRef = useRef(false)
  const resolver = useMemo(() => zodResolver(returnToOriginFormSchema(order)), [order])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReturnToOriginFormValues, unknown, ReturnToOriginInput['restock']>({
    resolver,
    defaultValues: newReturnToOriginValues(order),
  })

  // handleSubmit validates before it sends: a second click meanwhile must not send a second request.
  const submit = handleSubmit(async (restock) => {
    if (isSendingRef.current) return
    isSendingRef.current = true
    setSaveError(null)
    try {
      await mark.mutateAsync({ orderId: order._id, restock })
      toast.success(RETURNED_TO_ORIGIN_MESSAGE)
      onDone()
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || RETURN_TO_ORIGIN_FAILED_MESSAGE
      setSaveError(message)
      toast.error(message)
    } finally {
      isSendingRef.current = false
    }
  })
  const isBusy = isSubmitting || mark.isPending

  return (
    <form onSubmit={submit} noValidate aria-busy={isBusy} className="mt-5 space-y-5 text-left">
      {saveError && <FormAlert message={saveError} />}
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1 text-sm font-semibold text-white">Back on sale</legend>
        <p className="text-sm text-slate-400">Lower the number of anything that came back damaged.</p>
        {order.orderItems.map((item, index) => {
          const quantity = item.qty || item.quantity || 0
          return item.product || item.productId ? (
            <TextField
              key={item._id}
              label={`${item.name} (${quantity} sent)`}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              max={quantity}
              error={errors.restock?.[index]?.qty?.message}
              {...register(`restock.${index}.qty`)}
            />
          ) : (
            <p key={item._id} className="text-sm text-slate-300">
              {item.name} × {quantity}: no longer in the catalogue, so it cannot go back on sale.
            </p>
          )
        })}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="ghost" onClick={onDone} className="ring-1 ring-white/15 ring-inset">
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Mark returned
        </Button>
      </div>
    </form>
  )
}
