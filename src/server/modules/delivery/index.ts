/*
 * The delivery module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { deliveryRoutes } from './delivery.routes'
export { estimateDelivery, getDeliverySettings, placeOfPostalCode } from './delivery.service'
export { keptShippingRates, type ShippingRatesReader } from './shipping-charges'
