import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { seriesSlug } from '@common/catalogue-attributes'
import { categoryLabel, isOutOfStock, preorderText, productSku, type Product } from '../../../lib/products'

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-white/10 bg-night-900/70 p-5 backdrop-blur">
      <h2 className="mb-3 text-lg font-bold text-white">{title}</h2>
      {children}
    </section>
  )
}

const rowClassName = 'flex justify-between gap-4 border-b border-white/5 py-2 last:border-0'
const linkClassName = 'rounded-sm text-accent-300 underline underline-offset-2 transition hover:text-white'

function SpecRow({
  term,
  children,
  valueClassName = 'text-slate-100',
}: {
  term: string
  children: ReactNode
  valueClassName?: string
}) {
  return (
    <div className={rowClassName}>
      <dt className="text-slate-400">{term}</dt>
      <dd className={`min-w-0 text-right font-medium break-words ${valueClassName}`}>{children}</dd>
    </div>
  )
}

/** The series' own page and everything by the maker: where a collector goes next. */
const seriesHref = (product: Pick<Product, 'series' | 'seriesSlug'>) =>
  `/collections/series/${encodeURIComponent(product.seriesSlug ?? seriesSlug(product.series ?? ''))}`
const manufacturerHref = (manufacturer: string) =>
  `/collections?${new URLSearchParams({ manufacturer }).toString()}`

function availabilityOf(product: Product): { text: string; className: string } {
  const preorder = preorderText(product)
  if (preorder) return { text: preorder, className: 'text-cyan-200' }
  if (isOutOfStock(product)) return { text: 'Out of Stock', className: 'text-rose-300' }
  return { text: `In Stock (${product.stock} available)`, className: 'text-emerald-300' }
}

/**
 * Product Details, Features and Specifications, each saying so when the product has none. The specifications
 * name the collector's attributes the product has (series and maker link to their listings) and its labelling
 * (country of origin, importer, net quantity) when it has them.
 */
export function ProductInfoSections({ product }: { product: Product }) {
  const availability = availabilityOf(product)
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
          <SpecRow term="Category">{categoryLabel(product.category)}</SpecRow>
          {product.series && (
            <SpecRow term="Series">
              <Link to={seriesHref(product)} className={linkClassName}>
                {product.series}
              </Link>
            </SpecRow>
          )}
          {product.character && <SpecRow term="Character">{product.character}</SpecRow>}
          {product.manufacturer && (
            <SpecRow term="Manufacturer">
              <Link to={manufacturerHref(product.manufacturer)} className={linkClassName}>
                {product.manufacturer}
              </Link>
            </SpecRow>
          )}
          {product.line && <SpecRow term="Line">{product.line}</SpecRow>}
          {product.scale && <SpecRow term="Scale">{product.scale}</SpecRow>}
          {product.jan && (
            <SpecRow term="JAN" valueClassName="font-mono text-slate-100">
              {product.jan}
            </SpecRow>
          )}
          {/* Labelling of goods sold online: where it was made, who imported it, how much is in the box. */}
          {product.countryOfOrigin && <SpecRow term="Country of origin">{product.countryOfOrigin}</SpecRow>}
          {product.importer && (
            <SpecRow term="Importer" valueClassName="whitespace-pre-line text-slate-100">
              {product.importer}
            </SpecRow>
          )}
          {product.netQuantity && <SpecRow term="Net quantity">{product.netQuantity}</SpecRow>}
          <SpecRow term="Availability" valueClassName={availability.className}>
            {availability.text}
          </SpecRow>
          <SpecRow term="SKU" valueClassName="font-mono text-slate-100">
            {productSku(product._id)}
          </SpecRow>
        </dl>
      </InfoCard>
    </div>
  )
}
