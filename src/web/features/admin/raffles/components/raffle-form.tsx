import { useState, type FormEvent } from 'react'
import { LoaderCircle, Ticket } from 'lucide-react'
import { toast } from 'sonner'
import type { ProductVariant } from '@common/schemas/product'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { SelectField } from '../../shared/components/select-field'
import { useCreateRaffle } from '../api/create-raffle'
import {
  newRaffleFormValues,
  readRaffleForm,
  type RaffleFormErrors,
  type RaffleFormValues,
} from '../raffle-form-values'
import { RAFFLE_CREATE_FAILED, RAFFLE_CREATED } from '../raffle-texts'

/** A variant as the select offers it: its label and the stock its units would come from. */
const variantOptionLabel = (variant: Pick<ProductVariant, 'label' | 'stock'>) =>
  `${variant.label} · ${variant.stock} in stock`

/**
 * A new raffle of the product: when entries open and close, typed on the shop's clock (IST) whatever the admin's
 * computer is set to, and how many units it gives away; for a product with options (`variants`), which variant,
 * whose stock the units leave. The shared schema checks the form as the server will; the server's refusal (fewer
 * units in stock) shows above the button.
 */
export function RaffleForm({
  productId,
  stock,
  variants,
}: {
  productId: string
  stock: number
  /** A product with options raffles one of these; undefined for a product sold as itself. */
  variants?: readonly ProductVariant[] | undefined
}) {
  const create = useCreateRaffle(productId)
  const [values, setValues] = useState<RaffleFormValues>(newRaffleFormValues)
  const [errors, setErrors] = useState<RaffleFormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)

  const field = (name: keyof RaffleFormValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((now) => ({ ...now, [name]: event.target.value }))
      // A field changed since the last check is no longer known to be wrong: its message goes until the next.
      setErrors((now) => ({ ...now, [name]: undefined }))
    },
  })

  const hasVariants = variants !== undefined
  const chosen = variants?.find((variant) => variant._id === values.variant)
  // The units come from the chosen variant's stock; before one is chosen there is no figure to stop at.
  const available = hasVariants ? chosen?.stock : stock

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setServerError(null)
    const read = readRaffleForm(values, { hasVariants })
    if (read.errors) {
      setErrors(read.errors)
      return
    }
    setErrors({})
    create.mutate(read.input, {
      onSuccess: () => {
        toast.success(RAFFLE_CREATED)
        setValues(newRaffleFormValues())
      },
      onError: (error) => setServerError((isApiError(error) && error.serverMessage) || RAFFLE_CREATE_FAILED),
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label="New raffle" className="space-y-4">
      {variants && (
        <SelectField
          label="Variant"
          required
          options={[
            { value: '', label: 'Choose a variant' },
            ...variants.map((variant) => ({ value: variant._id, label: variantOptionLabel(variant) })),
          ]}
          className="sm:max-w-md"
          {...field('variant')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem]">
        <TextField label="Entries open (IST)" type="datetime-local" {...field('opensAt')} />
        <TextField label="Entries close (IST)" type="datetime-local" {...field('closesAt')} />
        <TextField
          label="Units"
          type="number"
          inputMode="numeric"
          min={1}
          max={available}
          {...field('units')}
        />
      </div>
      <p className="text-sm text-slate-400">
        {!hasVariants
          ? `The units leave the stock (${stock} now) when the raffle is created;`
          : chosen
            ? `The units leave ${chosen.label}'s stock (${chosen.stock} now) when the raffle is created;`
            : "The units leave the chosen variant's stock when the raffle is created;"}{' '}
        those its winners do not buy go back on sale after the draw.
      </p>
      {serverError && <FormAlert message={serverError} />}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Ticket aria-hidden="true" className="size-4" />
        )}
        Create raffle
      </Button>
    </form>
  )
}
