import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { ArrowLeft, LoaderCircle, Save } from 'lucide-react'
import { toast } from 'sonner'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { categoryLabel } from '@common/collections'
import type { CreateDiscountInput, Discount } from '@common/schemas/discount'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { CheckboxField } from '../../shared/components/checkbox-field'
import { HintedTextField } from '../../shared/components/hinted-text-field'
import { TextareaField } from '../../shared/components/textarea-field'
import { useSaveDiscount } from '../api/save-discount'
import {
  createDiscountResolver,
  discountToFormValues,
  newDiscountFormValues,
  updateDiscountResolver,
  type DiscountFormValues,
} from '../discount-form-values'
import { DISCOUNT_CREATED, DISCOUNT_SAVE_FAILED, DISCOUNT_UPDATED, PRODUCTS_HINT } from '../discount-texts'
import { ProductPicker } from './product-picker'

interface DiscountFormProps {
  /** The code being changed; a new code when absent. */
  discount?: Discount | undefined
  onDone: () => void
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-white/10 p-4 sm:p-5">
      <legend className="px-1 font-sans text-base font-bold text-white">{legend}</legend>
      {children}
    </fieldset>
  )
}

const TYPE_OPTIONS = [
  { value: 'percentage', label: 'Percentage (%)' },
  { value: 'fixed', label: 'Fixed amount (₹)' },
] as const

/**
 * New code and Edit: the shared schemas check every field as the server will; what only the server can know
 * (a code already taken) comes back under the field it concerns, anything else above the buttons.
 */
export function DiscountForm({ discount, onDone }: DiscountFormProps) {
  const isEditing = discount !== undefined
  const save = useSaveDiscount(discount?._id)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DiscountFormValues, unknown, CreateDiscountInput>({
    resolver: isEditing ? updateDiscountResolver : createDiscountResolver,
    defaultValues: discount ? discountToFormValues(discount) : newDiscountFormValues(),
  })
  const type = watch('type')

  // The list's button that opened the form is gone: the form's heading takes the focus.
  useEffect(() => headingRef.current?.focus(), [])

  const submit = handleSubmit(async (input) => {
    setSaveError(null)
    try {
      await save.mutateAsync(input)
      toast.success(isEditing ? DISCOUNT_UPDATED : DISCOUNT_CREATED)
      onDone()
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || DISCOUNT_SAVE_FAILED
      if (isApiError(error) && error.status === 409) setError('code', { message }, { shouldFocus: true })
      else setSaveError(message)
      toast.error(message)
    }
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="discount-form-heading"
      aria-busy={isSubmitting}
      className="space-y-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={headingRef}
          id="discount-form-heading"
          tabIndex={-1}
          className="font-sans text-lg font-bold break-all text-white outline-none"
        >
          {isEditing ? `Edit ${discount.code}` : 'New discount code'}
        </h2>
        <Button variant="ghost" className="ring-1 ring-inset ring-white/15" onClick={onDone}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to codes
        </Button>
      </div>

      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <Group legend="Code">
          <div className="space-y-4">
            <HintedTextField
              label="Code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              hint="What shoppers type, e.g. DIWALI20. Letters are saved in capitals."
              error={errors.code?.message}
              {...register('code')}
            />
            <TextareaField
              label="Description (optional)"
              rows={2}
              error={errors.description?.message}
              {...register('description')}
            />
            <CheckboxField
              label="Active"
              hint="Shoppers can use the code while it is active and within its dates."
              {...register('isActive')}
            />
          </div>
        </Group>

        <Group legend="Discount">
          <div className="space-y-4">
            <fieldset>
              <legend className="mb-1.5 block text-sm font-medium text-slate-200">Type</legend>
              <div className="flex flex-wrap gap-2">
                {TYPE_OPTIONS.map((option) => (
                  <label
                    key={option.value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-100 ring-1 ring-inset ring-white/15 transition hover:bg-white/5 has-checked:bg-white/10 has-checked:ring-accent-400/60"
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="size-4 accent-accent-400"
                      {...register('type')}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label={type === 'percentage' ? 'Percent off' : 'Amount off (₹)'}
                type="number"
                inputMode={type === 'percentage' ? 'numeric' : 'decimal'}
                step={type === 'percentage' ? '1' : '0.01'}
                min="1"
                max={type === 'percentage' ? '100' : undefined}
                error={errors.value?.message}
                {...register('value')}
              />
              <HintedTextField
                label="Maximum discount (₹)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                hint="The most one order saves. Empty: no cap."
                error={errors.maxDiscount?.message}
                {...register('maxDiscount')}
              />
              <HintedTextField
                label="Minimum order value (₹)"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                hint="Items' total before the code. Empty: any order."
                error={errors.minOrderValue?.message}
                {...register('minOrderValue')}
              />
            </div>
          </div>
        </Group>

        <Group legend="When and how often">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <HintedTextField
              label="Starts"
              type="datetime-local"
              hint="India time. Empty: from now."
              error={errors.startsAt?.message}
              {...register('startsAt')}
            />
            <HintedTextField
              label="Ends"
              type="datetime-local"
              hint="India time. Empty: never ends."
              error={errors.endsAt?.message}
              {...register('endsAt')}
            />
            <HintedTextField
              label="Total uses"
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              hint="Orders that may use it in all. Empty: no limit."
              error={errors.usageLimit?.message}
              {...register('usageLimit')}
            />
            <HintedTextField
              label="Uses per customer"
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              hint="Empty: no limit per customer."
              error={errors.perCustomerLimit?.message}
              {...register('perCustomerLimit')}
            />
          </div>
        </Group>

        <Group legend="Applies to">
          <p className="mb-3 text-sm text-slate-400">{PRODUCTS_HINT}</p>
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <fieldset aria-describedby={errors.categories ? 'discount-categories-error' : undefined}>
                <legend className="mb-1.5 block text-sm font-medium text-slate-200">Categories</legend>
                <div className="-mx-2 grid grid-cols-1 sm:grid-cols-2">
                  {PRODUCT_CATEGORIES.map((category) => (
                    <CheckboxField
                      key={category}
                      label={categoryLabel(category)}
                      name={field.name}
                      value={category}
                      checked={field.value.includes(category)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, category]
                            : field.value.filter((chosen) => chosen !== category),
                        )
                      }
                    />
                  ))}
                </div>
                {errors.categories && (
                  <p id="discount-categories-error" className="mt-1.5 text-sm text-rose-300">
                    {errors.categories.message}
                  </p>
                )}
              </fieldset>
            )}
          />
          <div className="mt-4">
            <Controller
              control={control}
              name="productIds"
              render={({ field }) => (
                <ProductPicker
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.productIds?.message}
                />
              )}
            />
          </div>
        </Group>
      </div>

      {saveError && <FormAlert message={saveError} />}

      <div className="flex flex-col-reverse gap-3 border-t border-white/10 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="ring-1 ring-inset ring-white/15" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {isSubmitting ? 'Saving...' : isEditing ? 'Save Changes' : 'Create Code'}
        </Button>
      </div>
    </form>
  )
}
