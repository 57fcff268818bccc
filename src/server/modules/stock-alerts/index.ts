/*
 * The stock-alerts module's public face: what the flows, the app and other modules may use of it. Nothing
 * outside the module imports its other files (module-dependencies.test.ts); inside it, its files import each
 * other.
 */
export { stockAlertRoutes } from './stock-alerts.routes'
export {
  notifyBackInStock,
  notifyEarlyAccess,
  notifyLaunched,
  notifyVariantsBack,
  waitedBefore,
  waitForProductInstead,
} from './stock-alerts.service'
