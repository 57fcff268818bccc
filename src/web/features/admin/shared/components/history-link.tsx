import { Link } from 'react-router'
import { History } from 'lucide-react'
import type { AuditEntity } from '@common/schemas/audit'
import { buttonClassName } from '../../../../components/ui/button-styles'

// The Activity tab's filters in the address; its own hook reads them back.
export const ACTIVITY_ACTOR_PARAM = 'actor'
export const ACTIVITY_ENTITY_PARAM = 'entity'
export const ACTIVITY_ENTITY_ID_PARAM = 'entityId'
export const ACTIVITY_PAGE_PARAM = 'page'

/** The Activity tab showing one record's history: /admin?tab=activity&entity=product&entityId=… */
export function activityHistoryPath(entity: AuditEntity, entityId: string): string {
  const query = new URLSearchParams({
    tab: 'activity',
    [ACTIVITY_ENTITY_PARAM]: entity,
    [ACTIVITY_ENTITY_ID_PARAM]: entityId,
  })
  return `/admin?${query}`
}

/**
 * "History" on a product, order or user page: every recorded change of that record. The log is the admin's, so
 * staff are not offered it (the server would refuse them).
 */
export function HistoryLink({
  entity,
  entityId,
  className = '',
}: {
  entity: AuditEntity
  entityId: string
  className?: string
}) {
  return (
    <Link to={activityHistoryPath(entity, entityId)} className={buttonClassName('ghost', className)}>
      <History aria-hidden="true" className="size-4" />
      History
    </Link>
  )
}
