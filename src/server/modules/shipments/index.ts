/*
 * The shipments module's public face: booking parcels and tracking them through Shiprocket, or the built-in
 * simulator when Shiprocket is not configured. It owns no table yet; the routes that book, take Shiprocket's
 * webhook and record the simulator's events are to come.
 */
export {
  type Booking,
  type Courier,
  CourierError,
  type Parcel,
  type Serviceability,
  type ShipmentOrder,
  type Tracking,
  TRACKING_EVENTS,
  type TrackingEvent,
  type TrackingStatus,
  UnserviceablePincodeError,
} from './courier'
export { createCourier } from './couriers'
export { normalizeShiprocketStatus } from './shiprocket-client'
export { isShiprocketWebhookAuthorized, readShiprocketWebhookAwb } from './shiprocket-webhook'
export { SIMULATOR_LABEL_PATH, type ShippingSimulator } from './shipping-simulator'
