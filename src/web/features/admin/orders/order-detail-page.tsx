import { PagePlaceholder } from '../../../components/ui/page-placeholder'

export function AdminOrderDetailPage() {
  return <PagePlaceholder title="Order Details" />
}
