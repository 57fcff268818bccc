import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { LoaderCircle, PackageCheck } from 'lucide-react'
import { toast } from 'sonner'
import type { BookShipmentInput } from '@common/schemas/shipping'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useBookShipment } from '../api/book-shipment'
import { EMPTY_PARCEL, isParcelField, parcelResolver, type ParcelFormValues } from '../book-shipment-values'

export const BOOKING_FAILED_MESSAGE = 'Failed to book the shipment'

/** "Shipment booked: AWB SIM000123456789". */
export function shipmentBookedMessage(awb: string): string {
  return `Shipment booked: AWB ${awb}`
}

/**
 * Books the parcel with the carrier from its weight and sides as the packer measured them; the order is then shipped
 * with the carrier's AWB. Checked with the shared schema as the server will; the server's refusal (no courier for the
 * PIN code, the carrier not answering) shows above the button, or under the field a 400 names. The request goes once
 * however often the button is pressed (and booking again would answer the same shipment anyway).
 */
export function BookShipmentForm({ orderId }: { orderId: string }) {
  const book = useBookShipment()
  const [saveError, setSaveError] = useState<string | null>(null)
  const isSendingRef = useRef(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParcelFormValues, unknown, BookShipmentInput>({
    resolver: parcelResolver,
    defaultValues: EMPTY_PARCEL,
  })

  // handleSubmit validates before it sends: a second click meanwhile must not send a second request.
  const submit = handleSubmit(async (parcel) => {
    if (isSendingRef.current) return
    isSendingRef.current = true
    setSaveError(null)
    try {
      const shipment = await book.mutateAsync({ orderId, parcel })
      toast.success(shipmentBookedMessage(shipment.awb))
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || BOOKING_FAILED_MESSAGE
      const field = isApiError(error) && error.status === 400 ? error.serverField : undefined
      if (isParcelField(field)) setError(field, { message }, { shouldFocus: true })
      else setSaveError(message)
      toast.error(message)
    } finally {
      isSendingRef.current = false
    }
  })
  const isBusy = isSubmitting || book.isPending

  return (
    <form onSubmit={submit} noValidate aria-labelledby="book-shipment-heading" aria-busy={isBusy}>
      <h3 id="book-shipment-heading" className="text-base font-bold text-white">
        Book with the carrier
      </h3>
      <p className="mt-1 text-sm text-slate-400">
        Weigh and measure the packed parcel. Booking ships the order with the carrier&apos;s AWB and gives you
        its label to print.
      </p>
      <div className="mt-4 space-y-4">
        {saveError && <FormAlert message={saveError} />}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <TextField
            label="Weight (g)"
            type="number"
            inputMode="numeric"
            step="1"
            min="10"
            error={errors.weightGrams?.message}
            {...register('weightGrams')}
          />
          <TextField
            label="Length (cm)"
            type="number"
            inputMode="decimal"
            step="any"
            min="0.5"
            error={errors.lengthCm?.message}
            {...register('lengthCm')}
          />
          <TextField
            label="Breadth (cm)"
            type="number"
            inputMode="decimal"
            step="any"
            min="0.5"
            error={errors.breadthCm?.message}
            {...register('breadthCm')}
          />
          <TextField
            label="Height (cm)"
            type="number"
            inputMode="decimal"
            step="any"
            min="0.5"
            error={errors.heightCm?.message}
            {...register('heightCm')}
          />
        </div>
        <Button type="submit" disabled={isBusy} className="w-full sm:w-auto">
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <PackageCheck aria-hidden="true" className="size-4" />
          )}
          {isBusy ? 'Booking...' : 'Book shipment'}
        </Button>
      </div>
    </form>
  )
}
