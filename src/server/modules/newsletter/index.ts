/*
 * The newsletter module's public face: what the flows, the app and other modules may use of it. Nothing
 * outside the module imports its other files (module-dependencies.test.ts); inside it, its files import each
 * other.
 */
export { newsletterRoutes } from './newsletter.routes'
export { consentsOf } from './consent-records'
export { forgetSubscriber, ownSubscriptionOf } from './newsletter.service'
