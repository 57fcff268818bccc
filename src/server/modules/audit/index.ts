/*
 * The audit module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { auditRoutes } from './audit.routes'
export {
  type AuditActor,
  auditActorOf,
  changedFields,
  COMMAND_LINE_ACTOR,
  recordAudit,
} from './audit.service'
export { auditEntriesAbout } from './personal-data'
