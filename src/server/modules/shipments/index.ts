/*
 * The shipments module's public face: booking parcels and tracking them through Shiprocket, or the built-in
 * simulator when Shiprocket is not configured, and the bookings it keeps (`shipments`, one per order).
 */
export {
  type Booking,
  type Courier,
  CourierError,
  type Parcel,
  type Serviceability,
  type ShipmentOrder,
  type TrackedEvent,
  type Tracking,
  TRACKING_EVENTS,
  type TrackingEvent,
  type TrackingStatus,
  UnserviceablePincodeError,
} from './courier'
export { carrierOfCourier, createCourier } from './couriers'
export {
  claimBooking,
  completeBooking,
  findShipment,
  findShipmentByAwb,
  recordDeliveryFailure,
  recordFailureAction,
  releaseBookingClaim,
  type ShipmentRow,
  shipmentAnswer,
  undoFailureAction,
} from './shipments-store'
export { normalizeShiprocketStatus } from './shiprocket-client'
export { isShiprocketWebhookAuthorized, readShiprocketWebhookAwb } from './shiprocket-webhook'
export { SIMULATOR_LABEL_PATH, type ShippingSimulator } from './shipping-simulator'
export { isSimulatorLabelSignature, type LabelContents, renderSimulatorLabel } from './simulator-label'
