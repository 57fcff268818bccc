import { AUDIT_ENTITIES, type AuditEntity } from '@common/schemas/audit'
import {
  ACTIVITY_ACTOR_PARAM,
  ACTIVITY_ENTITY_ID_PARAM,
  ACTIVITY_ENTITY_PARAM,
  ACTIVITY_PAGE_PARAM,
} from '../shared/components/history-link'
import { useListFiltersInAddress, type ListParamNames } from '../shared/hooks/use-list-filters-in-address'
import type { AuditListParams } from './api/get-audit-entries'

const PARAM_NAMES: ListParamNames<AuditListParams> = {
  actor: ACTIVITY_ACTOR_PARAM,
  entity: ACTIVITY_ENTITY_PARAM,
  entityId: ACTIVITY_ENTITY_ID_PARAM,
  page: ACTIVITY_PAGE_PARAM,
}

function isAuditEntity(value: string): value is AuditEntity {
  return (AUDIT_ENTITIES as readonly string[]).includes(value)
}

/**
 * The Activity tab's person, kind and record filters and its page, kept in the address (replacing the entry), so a
 * History link, a reload or a shared link shows the same entries.
 */
export function useActivityFilters(): [AuditListParams, (change: Partial<AuditListParams>) => void] {
  return useListFiltersInAddress<AuditListParams>(PARAM_NAMES, ({ actor, entity, entityId }) => ({
    actor,
    entity: isAuditEntity(entity) ? entity : '',
    entityId,
  }))
}
