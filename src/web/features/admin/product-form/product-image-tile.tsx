import { ArrowLeft, ArrowRight, CloudUpload, LoaderCircle, Trash2 } from 'lucide-react'
import { adminIconButtonClassName } from '../shared/components/admin-styles'
import type { ProductImage } from './use-product-images'

interface ProductImageTileProps {
  image: ProductImage
  /** 0-based place in the list; the first image is the product's main image. */
  index: number
  count: number
  isDisabled: boolean
  onUpload: () => void
  onRemove: () => void
  onMove: (offset: -1 | 1) => void
}

const STATUS_STYLES = {
  local: { border: 'border-amber-300', badge: 'bg-amber-300 text-night-950', label: 'Not uploaded' },
  uploading: { border: 'border-amber-300', badge: 'bg-amber-300 text-night-950', label: 'Uploading...' },
  ready: { border: 'border-emerald-400', badge: 'bg-emerald-400 text-night-950', label: 'Uploaded' },
} as const

/** One image: yellow while it is only a local preview, green once the shop holds it. */
export function ProductImageTile({
  image,
  index,
  count,
  isDisabled,
  onUpload,
  onRemove,
  onMove,
}: ProductImageTileProps) {
  const number = index + 1
  const style = STATUS_STYLES[image.status]
  const label = image.status === 'ready' && image.origin === 'link' ? 'Web link' : style.label
  const isMain = index === 0
  const isBusy = isDisabled || image.status === 'uploading'

  return (
    <li
      aria-label={`Image ${number} of ${count}${isMain ? ', main image' : ''}`}
      className={`flex min-w-0 flex-col overflow-hidden rounded-xl border-2 bg-night-950/70 ${style.border}`}
    >
      <div className="relative aspect-square bg-night-800">
        <img
          src={image.status === 'ready' ? image.url : image.previewUrl}
          alt={
            image.status === 'ready'
              ? `Product image ${number}`
              : `Preview of ${image.file.name} (image ${number})`
          }
          className="size-full object-cover"
        />
        <span
          className={`absolute top-1.5 left-1.5 rounded-md px-1.5 py-0.5 text-xs font-semibold ${style.badge}`}
        >
          {label}
        </span>
        {isMain && (
          <span className="absolute right-1.5 bottom-1.5 rounded-md bg-night-950/85 px-1.5 py-0.5 text-xs font-semibold text-white">
            Main image
          </span>
        )}
      </div>

      {image.status !== 'ready' && (
        <button
          type="button"
          onClick={onUpload}
          disabled={isBusy}
          aria-label={`Upload image ${number}`}
          className="flex items-center justify-center gap-1.5 bg-amber-300 px-2 py-2 text-sm font-semibold text-night-950 transition hover:bg-amber-200 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {image.status === 'uploading' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <CloudUpload aria-hidden="true" className="size-4" />
          )}
          Upload
        </button>
      )}

      <div className="flex items-center justify-between px-0.5 py-0.5">
        <button
          type="button"
          onClick={() => onMove(-1)}
          disabled={isDisabled || index === 0}
          aria-label={`Move image ${number} earlier`}
          className={adminIconButtonClassName}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onMove(1)}
          disabled={isDisabled || index === count - 1}
          aria-label={`Move image ${number} later`}
          className={adminIconButtonClassName}
        >
          <ArrowRight aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={isBusy}
          aria-label={`Remove image ${number}`}
          className={`${adminIconButtonClassName} hover:text-rose-300`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  )
}
