import type { ReactNode } from 'react'
import { categoryLabel, isOutOfStock, productSku, type Product } from '../../../lib/products'

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-white/10 bg-night-900/70 p-5 backdrop-blur">
      <h2 className="mb-3 text-lg font-bold text-white">{title}</h2>
      {children}
    </section>
  )
}

const rowClassName = 'flex justify-between gap-4 border-b border-white/5 py-2 last:border-0'

/** Product Details, Features and Specifications, each saying so when the product has none. */
export function ProductInfoSections({ product }: { product: Product }) {
  const isSoldOut = isOutOfStock(product)
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <InfoCard title="Product Details">
        {product.details.length > 0 ? (
          <dl className="space-y-3 text-sm">
            {product.details.map((detail, index) => (
              <div key={`${detail.title}-${index}`}>
                <dt className="font-semibold text-slate-100">{detail.title}</dt>
                <dd className="mt-0.5 leading-relaxed text-slate-300">{detail.content}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-400">No further details for this product.</p>
        )}
      </InfoCard>

      <InfoCard title="Features">
        {product.features.length > 0 ? (
          <dl className="text-sm">
            {product.features.map((feature, index) => (
              <div key={`${feature.name}-${index}`} className={rowClassName}>
                <dt className="text-slate-400">{feature.name}</dt>
                <dd className="text-right font-medium text-slate-100">{feature.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-slate-400">No features listed.</p>
        )}
      </InfoCard>

      <InfoCard title="Specifications">
        <dl className="text-sm">
          <div className={rowClassName}>
            <dt className="text-slate-400">Category</dt>
            <dd className="font-medium text-slate-100">{categoryLabel(product.category)}</dd>
          </div>
          <div className={rowClassName}>
            <dt className="text-slate-400">Availability</dt>
            <dd className={`font-medium ${isSoldOut ? 'text-rose-300' : 'text-emerald-300'}`}>
              {isSoldOut ? 'Out of Stock' : `In Stock (${product.stock} available)`}
            </dd>
          </div>
          <div className={rowClassName}>
            <dt className="text-slate-400">SKU</dt>
            <dd className="font-mono font-medium text-slate-100">{productSku(product._id)}</dd>
          </div>
        </dl>
      </InfoCard>
    </div>
  )
}
