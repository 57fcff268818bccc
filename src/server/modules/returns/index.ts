/*
 * The returns module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { findReturn, returnFigures, returnsOfOrders } from './return-reads'
export { getReturnSettings, returnDeadlineOf } from './return-settings'
export { readReturnSubmission, RETURN_PHOTO_FIELD } from './return-submission'
export {
  decideReturn,
  hasReturnUnderway,
  insertReturn,
  linesToReturn,
  lockReturnsOfOrder,
  markReturnReceived,
  quantitiesAskedBack,
  recordReturnRefund,
  type SoldLine,
} from './return-writes'
export { returnRoutes } from './returns.routes'
export { countOpenReturnsOf } from './personal-data'
