import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { LoaderCircle, Save } from 'lucide-react'
import { toast } from 'sonner'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { formatRupees } from '@common/money'
import type { CreateProductInput } from '@common/schemas/product'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { categoryLabel } from '../../../lib/products'
import { useAttributeSuggestions } from './api/get-attribute-suggestions'
import { useSaveProduct } from './api/save-product'
import { CheckboxField } from '../shared/components/checkbox-field'
import { CollectorDetailsFields } from './collector-details-fields'
import { FormSection } from './form-section'
import { LabellingFields } from './labelling-fields'
import { LaunchFields } from './launch-fields'
import { HintedTextField } from '../shared/components/hinted-text-field'
import {
  CREATE_FAILED_MESSAGE,
  MAX_PER_CUSTOMER_HINT,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  UPDATE_FAILED_MESSAGE,
} from './product-form-messages'
import {
  KEEP_CURRENT_RATING,
  productFormResolver,
  RATING_OPTIONS,
  toProductPayload,
  withoutVariantFigures,
  withStockFrom,
  type ProductFormContext,
  type ProductFormValues,
} from './product-form-values'
import { PreorderFields } from './preorder-fields'
import { ProductImagesField } from './product-images-field'
import { ProductRowsField } from './product-rows-field'
import { ProductTaxFields } from './product-tax-fields'
import { SelectField } from '../shared/components/select-field'
import { TextareaField } from '../shared/components/textarea-field'
import { useProductImages } from './use-product-images'

interface ProductFormProps {
  /** Set when editing: the save is a PUT to this product. */
  productId?: string
  initialValues: ProductFormValues
  /** The rating as the product has it, shown when it is not one of the half steps. */
  currentRating?: number
  /** The stock as the page last read it, refreshed after a stock adjustment while the form is open. */
  latestStock?: number
  /** The rate an edited product holds when GST 2.0 removed it (12, 28): kept unless another is chosen. */
  retiredGstRate?: number
  /**
   * Set for a product with options: its prices and stock are its variants' (the grid below sets them), shown here
   * read-only and never sent, so a save of this form cannot overwrite them.
   */
  variantFigures?: VariantFigures | undefined
}

export interface VariantFigures {
  price: number
  maxPrice?: number | undefined
  stock: number
}

const CATEGORY_OPTIONS = [
  { value: '', label: 'Select a category' },
  ...PRODUCT_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) })),
]

/** The one product form behind both routes: create when there is no id, edit otherwise. */
export function ProductForm({
  productId,
  initialValues,
  currentRating,
  latestStock,
  retiredGstRate,
  variantFigures,
}: ProductFormProps) {
  const isEditing = productId !== undefined
  const navigate = useNavigate()
  const saveProduct = useSaveProduct(productId)
  const images = useProductImages(initialValues.images)
  const suggestions = useAttributeSuggestions()
  const [saveError, setSaveError] = useState<string | null>(null)
  // The stock as the server last told it: what an edit changes the stock from.
  const [stockFrom, setStockFrom] = useState(() => Number(initialValues.stock))
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: productFormResolver,
    context: { isEditing } satisfies ProductFormContext,
    defaultValues: initialValues,
  })

  // The stock moved while the form is open (an adjustment below it): a stock field left as read follows it, so a
  // save keeps the adjustment; a figure typed here stays, and saving it is refused beside the field with the
  // figure now. Nothing else in the form changes.
  const lastReadStock = useRef(latestStock)
  useEffect(() => {
    if (latestStock === undefined || latestStock === lastReadStock.current) return
    lastReadStock.current = latestStock
    const typed = getValues('stock').trim()
    if (typed === '' || Number(typed) !== stockFrom) return
    setValue('stock', String(latestStock))
    setStockFrom(latestStock)
  }, [latestStock, stockFrom, getValues, setValue])

  // The schema counts the images on screen; after a first submit, adding one clears "at least one image".
  useEffect(() => {
    setValue('images', images.validationPaths, { shouldValidate: isSubmitted })
  }, [images.validationPaths, isSubmitted, setValue])

  const ratingOptions =
    initialValues.rating === KEEP_CURRENT_RATING
      ? [{ value: KEEP_CURRENT_RATING, label: `Keep current (${currentRating ?? '?'})` }, ...RATING_OPTIONS]
      : RATING_OPTIONS

  const submit = handleSubmit(async (input) => {
    setSaveError(null)
    // Save keeps what the owner sees: previews not uploaded yet are uploaded first, in their place.
    const imageUrls = images.hasPending ? await images.uploadAll({ announce: false }) : input.images
    if (!imageUrls) return
    const typed = toProductPayload(input, imageUrls)
    setValue('originalPrice', String(typed.originalPrice))
    const payload = variantFigures
      ? withoutVariantFigures(typed)
      : isEditing
        ? withStockFrom(typed, stockFrom)
        : typed
    try {
      await saveProduct.mutateAsync(payload)
      toast.success(isEditing ? PRODUCT_UPDATED_MESSAGE : PRODUCT_CREATED_MESSAGE)
      void navigate('/admin')
    } catch (error) {
      const message =
        (isApiError(error) && error.serverMessage) ||
        (isEditing ? UPDATE_FAILED_MESSAGE : CREATE_FAILED_MESSAGE)
      // Units sold (or counted) while the form was open: the message goes beside the stock with the figure now,
      // everything typed stays, and a save from here changes the stock from that figure.
      if (isApiError(error) && error.currentStock !== undefined) {
        setStockFrom(error.currentStock)
        setError('stock', { message }, { shouldFocus: true })
        toast.error(message)
        return
      }
      setSaveError(message)
      toast.error(message)
    }
  })

  const isBusy = isSubmitting

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={isEditing ? 'Edit product' : 'Create product'}
      aria-busy={isBusy}
      className="space-y-6"
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0 space-y-6">
          <FormSection title="Basic Information">
            <div className="space-y-4">
              <TextField
                label="Product Name"
                autoComplete="off"
                error={errors.name?.message}
                {...register('name')}
              />
              <TextareaField
                label="Description"
                rows={5}
                error={errors.description?.message}
                {...register('description')}
              />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <SelectField
                  label="Category"
                  options={CATEGORY_OPTIONS}
                  error={errors.category?.message}
                  {...register('category')}
                />
                <SelectField
                  label="Rating"
                  options={ratingOptions}
                  error={errors.rating?.message}
                  {...register('rating')}
                />
              </div>
            </div>
          </FormSection>

          <FormSection title="Collector details">
            <CollectorDetailsFields register={register} errors={errors} suggestions={suggestions.data} />
          </FormSection>

          <FormSection title="Labelling">
            <LabellingFields
              register={register}
              errors={errors}
              lacksCountry={isEditing && initialValues.countryOfOrigin === ''}
            />
          </FormSection>

          <FormSection title="Features">
            <ProductRowsField kind="features" control={control} register={register} isDisabled={isBusy} />
          </FormSection>

          <FormSection title="Details">
            <ProductRowsField kind="details" control={control} register={register} isDisabled={isBusy} />
          </FormSection>
        </div>

        <div className="min-w-0 space-y-6">
          <FormSection title="Images">
            <ProductImagesField images={images} error={errors.images?.message} isDisabled={isBusy} />
          </FormSection>

          <FormSection title="Pricing and Stock">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {variantFigures ? (
                <VariantFiguresNote figures={variantFigures} />
              ) : (
                <>
                  <TextField
                    label="Selling Price (₹)"
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    error={errors.price?.message}
                    {...register('price')}
                  />
                  <TextField
                    label="Original Price (₹)"
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    placeholder="Same as the selling price"
                    error={errors.originalPrice?.message}
                    {...register('originalPrice')}
                  />
                  <TextField
                    label="Stock"
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="0"
                    error={errors.stock?.message}
                    {...register('stock')}
                  />
                  {isEditing && (
                    <p className="-mt-2 text-sm text-slate-400 sm:col-span-2 lg:col-span-1">
                      Last read: {stockFrom} in stock. Saving changes the stock only if you edit it here.
                    </p>
                  )}
                </>
              )}
              <HintedTextField
                label="Maximum per customer"
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                hint={MAX_PER_CUSTOMER_HINT}
                error={errors.maxPerCustomer?.message}
                {...register('maxPerCustomer')}
              />
            </div>
            {!variantFigures && (
              <p className="mt-3 text-sm text-slate-400">
                An empty original price, or one below the selling price, is saved as the selling price.
              </p>
            )}
          </FormSection>

          <FormSection title="Launch">
            <LaunchFields register={register} errors={errors} status={watch('status')} />
          </FormSection>

          <FormSection title="Pre-order">
            <PreorderFields
              register={register}
              errors={errors}
              isPreorder={watch('isPreorder')}
              releaseDate={watch('releaseDate')}
              savedReleaseDate={
                isEditing && initialValues.isPreorder && initialValues.releaseDate
                  ? initialValues.releaseDate
                  : undefined
              }
            />
          </FormSection>

          <FormSection title="GST">
            <ProductTaxFields
              isEditing={isEditing}
              category={watch('category')}
              register={register}
              setValue={setValue}
              errors={errors}
              isSubmitted={isSubmitted}
              retiredRate={retiredGstRate}
            />
          </FormSection>

          <FormSection title="Visibility">
            <div className="-mx-2 space-y-1">
              <CheckboxField label="Featured" {...register('isFeatured')} />
              <CheckboxField label="Best Seller" {...register('isBestSeller')} />
              <CheckboxField label="New Arrival" {...register('isNewArrival')} />
            </div>
          </FormSection>
        </div>
      </div>

      {saveError && <FormAlert message={saveError} />}

      {/* Kept in reach at the bottom of a phone screen, however long the form. */}
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-col-reverse gap-3 border-t border-white/10 bg-night-950/95 px-3 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-2xl sm:border sm:px-4">
        <Link to="/admin/products" className={buttonClassName('ghost', 'ring-1 ring-inset ring-white/15')}>
          Cancel
        </Link>
        <Button type="submit" disabled={isBusy || images.isUploading}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {isBusy ? 'Saving...' : isEditing ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  )
}

/** A product with options: its price range and summed stock, read-only, pointing to the grid that sets them. */
function VariantFiguresNote({ figures }: { figures: VariantFigures }) {
  return (
    <div className="sm:col-span-2 lg:col-span-1">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-400">Selling Price</dt>
          <dd className="font-semibold text-white tabular-nums">
            {figures.maxPrice === undefined
              ? formatRupees(figures.price)
              : `${formatRupees(figures.price)} – ${formatRupees(figures.maxPrice)}`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">Stock (all variants)</dt>
          <dd className="font-semibold text-white tabular-nums">{figures.stock}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-300">
        This product has variants: its prices and stock are set per variant, in{' '}
        <a href="#variants" className="text-accent-300 underline-offset-2 hover:underline">
          Options and variants
        </a>{' '}
        below.
      </p>
    </div>
  )
}
