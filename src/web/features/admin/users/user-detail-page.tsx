import { PagePlaceholder } from '../../../components/ui/page-placeholder'

export function AdminUserDetailPage() {
  return <PagePlaceholder title="User Details" />
}
