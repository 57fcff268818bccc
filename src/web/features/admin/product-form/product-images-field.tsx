import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { CloudUpload, ImagePlus, Link2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { ProductImageTile } from './product-image-tile'
import type { ProductImages } from './use-product-images'

interface ProductImagesFieldProps {
  images: ProductImages
  /** The schema's message for the list, e.g. "Please upload at least one image". */
  error?: string | undefined
  /** While the form saves, the list holds still. */
  isDisabled: boolean
}

/** Pick files (previewed until uploaded), paste image URLs, reorder and remove; the first image is the main one. */
export function ProductImagesField({ images, error, isDisabled }: ProductImagesFieldProps) {
  const fileInputId = useId()
  const urlInputId = useId()
  const errorId = useId()
  const urlErrorId = useId()
  const [urlText, setUrlText] = useState('')
  const [urlError, setUrlError] = useState<string | null>(null)
  const pendingCount = images.images.filter((image) => image.status !== 'ready').length

  const onFilesPicked = (event: ChangeEvent<HTMLInputElement>) => {
    images.addFiles([...(event.target.files ?? [])])
    // Cleared so that picking the same file again (after removing it) still reports a change.
    event.target.value = ''
  }

  const addUrl = () => {
    if (urlText.trim() === '') return
    const result = images.addUrl(urlText)
    if (result.status === 'invalid') {
      setUrlError(result.message)
      return
    }
    setUrlError(null)
    setUrlText('')
  }

  const onUrlKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    // Enter adds the address; it must not submit the product form around it.
    event.preventDefault()
    addUrl()
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={fileInputId}
          type="file"
          accept="image/*"
          multiple
          onChange={onFilesPicked}
          disabled={isDisabled}
          className="peer sr-only"
        />
        <label
          htmlFor={fileInputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-accent-400/70 px-4 py-2.5 text-sm font-semibold text-accent-300 transition hover:bg-white/5 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Choose images
        </label>
        {pendingCount > 0 && (
          <Button
            variant="ghost"
            onClick={() => void images.uploadAll({ announce: true })}
            disabled={isDisabled || images.isUploading}
            className="ring-1 ring-inset ring-amber-300/60"
          >
            <CloudUpload aria-hidden="true" className="size-4" />
            Upload all
          </Button>
        )}
      </div>

      <div>
        <label htmlFor={urlInputId} className={labelClassName}>
          Image URL
        </label>
        <div className="flex gap-2">
          <input
            id={urlInputId}
            type="url"
            inputMode="url"
            value={urlText}
            onChange={(event) => {
              setUrlText(event.target.value)
              setUrlError(null)
            }}
            onKeyDown={onUrlKeyDown}
            disabled={isDisabled}
            placeholder="https://…"
            autoComplete="off"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? urlErrorId : undefined}
            className={`${inputClassName} min-w-0 flex-1`}
          />
          <Button
            variant="ghost"
            onClick={addUrl}
            disabled={isDisabled}
            className="shrink-0 ring-1 ring-inset ring-white/15"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Add URL
          </Button>
        </div>
        {urlError && (
          <p id={urlErrorId} className={fieldErrorClassName}>
            {urlError}
          </p>
        )}
      </div>

      {images.images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 px-4 py-6 text-center text-sm text-slate-400">
          No images yet. The first image is the main one shoppers see.
        </p>
      ) : (
        <ul aria-label="Product images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.images.map((image, index) => (
            <ProductImageTile
              key={image.key}
              image={image}
              index={index}
              count={images.images.length}
              isDisabled={isDisabled}
              onUpload={() => void images.upload(image.key)}
              onRemove={() => images.remove(image.key)}
              onMove={(offset) => images.move(image.key, offset)}
            />
          ))}
        </ul>
      )}

      {error && (
        <p id={errorId} role="alert" className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  )
}
