import { useId, useMemo, useRef, useState, type Ref } from 'react'
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, PackageOpen } from 'lucide-react'
import { toast } from 'sonner'
import { z } from 'zod'
import {
  createReturnInputSchema,
  MAX_RETURN_NOTE_LENGTH,
  PHOTO_REQUIRED_REASONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type CreateReturnInput,
  type ReturnReason,
} from '@common/schemas/returns'
import type { Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { ProductThumbnail } from '../../../components/product/product-thumbnail'
import { Button } from '../../../components/ui/button'
import { fieldErrorAria, fieldErrorId } from '../../../components/ui/field-frame'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { useCreateReturn } from '../api/create-return'
import { myOrderQueryOptions } from '../api/get-my-order'
import { useReturnPhotos } from '../hooks/use-return-photos'
import { returnableLines, returnPhotosProblem, type ReturnableLine } from '../returns'
import { ReturnPhotosField } from './return-photos-field'

export const RETURN_REQUESTED_MESSAGE = 'Return requested'
export const RETURN_REQUESTED_DESCRIPTION =
  'We will let you know here and by e-mail once the shop has decided.'
export const RETURN_FAILED_MESSAGE = 'Failed to send the return request. Please try again.'

/** The form as typed: how many of each returnable line (by its place in the list, "0" for none), why, a note. */
interface ReturnFormValues {
  items: string[]
  reason: ReturnReason | ''
  note: string
}

/** The typed form read into the request the server takes, checked by the shared schema (its messages too). */
function returnFormSchema(lines: readonly ReturnableLine[]) {
  return z
    .object({
      items: z.array(z.string()),
      reason: z.enum([...RETURN_REASONS, '']),
      note: z.string(),
    })
    .transform(({ items, reason, note }): z.input<typeof createReturnInputSchema> => ({
      items: lines.flatMap((line, index) => {
        const qty = Number(items[index] ?? '0')
        return qty > 0 ? [{ product: line.product, ...(line.variant && { variant: line.variant }), qty }] : []
      }),
      // No reason chosen ('') is refused by the shared schema, with its own message.
      reason: reason as ReturnReason,
      note,
    }))
    .pipe(createReturnInputSchema)
}

/** The server's reason; without an answer, why (no connection, timed out); otherwise the generic failure. */
function describeReturnError(error: unknown): string {
  if (!isApiError(error)) return RETURN_FAILED_MESSAGE
  return error.serverMessage ?? (error.hasResponse ? RETURN_FAILED_MESSAGE : error.message)
}

interface ReturnRequestFormProps {
  order: Order
  /** After the server has taken the request (the order is being read again). */
  onRequested: () => void
  onCancel: () => void
  headingRef?: Ref<HTMLHeadingElement>
}

/**
 * "Return items": which items and how many (never more than bought and not already asked for), why, a note and
 * photos (required for damaged and wrong items), sent as one multipart request. The server's refusal is shown on
 * the form; the request is sent once however often the button is pressed.
 */
export function ReturnRequestForm({ order, onRequested, onCancel, headingRef }: ReturnRequestFormProps) {
  const headingId = useId()
  const noteId = useId()
  const reasonErrorId = useId()
  const lines = useMemo(() => returnableLines(order).filter((line) => line.returnable > 0), [order])
  const schema = useMemo(() => returnFormSchema(lines), [lines])
  const photos = useReturnPhotos()
  const photoInputRef = useRef<HTMLInputElement>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const createReturn = useCreateReturn()
  const queryClient = useQueryClient()
  const isSendingRef = useRef(false)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<ReturnFormValues, unknown, CreateReturnInput>({
    resolver: zodResolver(schema),
    defaultValues: { items: lines.map(() => '0'), reason: '', note: '' },
  })
  const reason = useWatch({ control, name: 'reason' })
  // The list's own problem (none chosen) sits at its root: the resolver files it beside the lines' fields.
  const itemsError = errors.items?.root?.message ?? errors.items?.message
  const photoCount = photos.photos.length
  const photoError = photos.pickMessage ?? (isSubmitted ? returnPhotosProblem(reason, photoCount) : null)
  const isPhotoRequired = reason !== '' && PHOTO_REQUIRED_REASONS.includes(reason)

  const send = (input: CreateReturnInput) => {
    if (returnPhotosProblem(input.reason, photoCount)) {
      photoInputRef.current?.focus()
      return
    }
    if (isSendingRef.current) return
    isSendingRef.current = true
    setServerError(null)
    createReturn.mutate(
      { orderId: order._id, input, photos: photos.photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast.success(RETURN_REQUESTED_MESSAGE, { description: RETURN_REQUESTED_DESCRIPTION })
          onRequested()
        },
        onError: (caught) => {
          const message = describeReturnError(caught)
          setServerError(message)
          // Refused because the order has moved on (the window closed): the page shows where it is now, which may
          // close this form, so the reason is also said in a toast.
          if (isApiError(caught) && caught.status === 409) {
            toast.error(message)
            void queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(order._id).queryKey })
          }
        },
        onSettled: () => {
          isSendingRef.current = false
        },
      },
    )
  }

  // The photos' problem shows with the fields' (isSubmitted); focus goes to the first field at fault, else the photos.
  const submit = handleSubmit(send)

  const isSending = createReturn.isPending
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-accent-400/30 bg-night-900/80 p-5 shadow-lg shadow-black/20 sm:p-6"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-5 flex items-center gap-2 font-sans text-lg font-bold text-white"
      >
        <PackageOpen aria-hidden="true" className="size-5 text-accent-400" />
        Return items
      </h2>
      <form onSubmit={submit} noValidate aria-busy={isSending} className="space-y-6">
        {serverError && <FormAlert message={serverError} />}

        <fieldset>
          <legend className={labelClassName}>What are you returning?</legend>
          <ul className="divide-y divide-white/10">
            {lines.map((line, index) => (
              <ReturnLineField
                key={line.variant ?? line.product}
                line={line}
                isInvalid={Boolean(itemsError)}
                describedBy={itemsError ? fieldErrorId(`${headingId}-items`) : undefined}
                {...register(`items.${index}`)}
              />
            ))}
          </ul>
          {itemsError && (
            <p id={fieldErrorId(`${headingId}-items`)} className={fieldErrorClassName}>
              {itemsError}
            </p>
          )}
        </fieldset>

        <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className={labelClassName}>Why are you returning them?</legend>
          <div className="space-y-1.5">
            {RETURN_REASONS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-100 ring-1 ring-white/10 transition ring-inset hover:bg-white/5 has-checked:bg-white/10 has-checked:ring-accent-400/60"
              >
                <input
                  type="radio"
                  value={option}
                  aria-invalid={errors.reason ? true : undefined}
                  className="size-4 shrink-0 accent-accent-400"
                  {...register('reason')}
                />
                {RETURN_REASON_LABELS[option]}
              </label>
            ))}
          </div>
          {errors.reason?.message && (
            <p id={reasonErrorId} className={fieldErrorClassName}>
              {errors.reason.message}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor={noteId} className={labelClassName}>
            Anything we should know? (optional)
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={MAX_RETURN_NOTE_LENGTH}
            className={inputClassName}
            {...fieldErrorAria(noteId, errors.note?.message)}
            {...register('note')}
          />
          {errors.note?.message && (
            <p id={fieldErrorId(noteId)} className={fieldErrorClassName}>
              {errors.note.message}
            </p>
          )}
        </div>

        <ReturnPhotosField
          photos={photos}
          isRequired={isPhotoRequired}
          error={photoError}
          disabled={isSending}
          inputRef={photoInputRef}
        />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} className="ring-1 ring-white/15 ring-inset">
            Cancel
          </Button>
          <Button type="submit" disabled={isSending}>
            {isSending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {isSending ? 'Sending...' : 'Send return request'}
          </Button>
        </div>
      </form>
    </section>
  )
}

type ReturnLineFieldProps = UseFormRegisterReturn & {
  line: ReturnableLine
  isInvalid: boolean
  describedBy: string | undefined
}

/** One line: its picture, name and what was bought, and how many go back (none by default). */
function ReturnLineField({ line, isInvalid, describedBy, ...field }: ReturnLineFieldProps) {
  const selectId = useId()
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ProductThumbnail image={line.image} name="" sizePx={48} className="size-12" />
      <div className="min-w-0 flex-1">
        <label htmlFor={selectId} className="block text-sm font-medium break-words text-slate-100">
          {line.name}
        </label>
        <p className="text-xs text-slate-400">
          Bought {line.bought}
          {line.returnable < line.bought ? `, ${line.returnable} left to return` : ''}
        </p>
      </div>
      <div className="w-24 shrink-0">
        <select
          id={selectId}
          aria-invalid={isInvalid ? true : undefined}
          aria-describedby={describedBy}
          className={inputClassName}
          {...field}
        >
          <option value="0">None</option>
          {Array.from({ length: line.returnable }, (_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
    </li>
  )
}
