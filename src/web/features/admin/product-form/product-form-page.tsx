import { PagePlaceholder } from '../../../components/ui/page-placeholder'

export function AdminNewProductPage() {
  return <PagePlaceholder title="Create Product" />
}

export function AdminEditProductPage() {
  return <PagePlaceholder title="Edit Product" />
}
