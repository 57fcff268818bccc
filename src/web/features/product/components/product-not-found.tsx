import { Link } from 'react-router'
import { PackageX } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PackageX aria-hidden="true" className="mb-5 size-14 text-accent-violet-400" />
      <h1 className="font-display text-3xl text-white">Product Not Found</h1>
      <p className="mt-3 text-slate-300">
        This product may have sold out for good or been removed from the catalogue.
      </p>
      <Link to="/products" className={buttonClassName('primary', 'mt-8')}>
        Back to Products
      </Link>
    </div>
  )
}
