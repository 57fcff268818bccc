import { useEffect, useId, useRef, type ChangeEvent, type Ref } from 'react'
import { Camera, X } from 'lucide-react'
import { MAX_RETURN_PHOTOS } from '@common/schemas/returns'
import { fieldErrorClassName, labelClassName } from '../../../components/ui/field-styles'
import type { ReturnPhotos } from '../hooks/use-return-photos'

interface ReturnPhotosFieldProps {
  photos: ReturnPhotos
  /** Whether the chosen reason needs a photo: said in the hint before the shopper sends. */
  isRequired: boolean
  error: string | null
  disabled?: boolean
  /** Focused when the photos are what stops the request. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The photos of a return request. One file input that takes images, several at a time, without `capture`: a phone
 * then offers its camera and its gallery alike. Each picked photo is previewed with a button that removes it; at
 * MAX_RETURN_PHOTOS the input is disabled.
 */
export function ReturnPhotosField({ photos, isRequired, error, disabled, inputRef }: ReturnPhotosFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const addLabelRef = useRef<HTMLLabelElement>(null)
  const count = photos.photos.length
  // A removed photo's button is gone: focus goes to "Add photos", once it is enabled again.
  const hasRemoved = useRef(false)
  useEffect(() => {
    if (!hasRemoved.current) return
    hasRemoved.current = false
    addLabelRef.current?.querySelector('input')?.focus()
  }, [count])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    photos.add([...(event.target.files ?? [])])
    // Emptied so that picking the same photo again (after removing it) is seen as a change.
    event.target.value = ''
  }

  return (
    <fieldset className="space-y-3">
      <legend className={labelClassName}>Photos{isRequired ? '' : ' (optional)'}</legend>
      <p id={hintId} className="text-sm text-slate-400">
        {isRequired
          ? 'Please add at least one photo showing the problem: the box, the figure, the part.'
          : 'Photos help us judge the return.'}{' '}
        Up to {MAX_RETURN_PHOTOS}; {count} added.
      </p>
      {count > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.previewUrl}
                alt={`Photo ${index + 1}: ${photo.file.name}`}
                className="aspect-square w-full rounded-lg bg-night-800 object-cover"
              />
              <button
                type="button"
                onClick={() => {
                  hasRemoved.current = true
                  photos.remove(photo.key)
                }}
                disabled={disabled}
                aria-label={`Remove photo ${index + 1}`}
                className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-night-950/85 text-white ring-1 ring-white/20 transition hover:bg-rose-700 disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        ref={addLabelRef}
        htmlFor={inputId}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ring-1 ring-white/20 ring-inset focus-within:ring-2 focus-within:ring-accent-400 ${
          photos.isFull || disabled
            ? 'cursor-not-allowed text-slate-400'
            : 'cursor-pointer text-white hover:bg-white/10'
        }`}
      >
        <Camera aria-hidden="true" className="size-4" />
        Add photos
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={onChange}
          disabled={photos.isFull || disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="sr-only"
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
