import { type Carrier } from '@common/carriers'
import type { Config } from '../../config'
import type { Courier } from './courier'
import { createShippingSimulator, type ShippingSimulator } from './shipping-simulator'
import { createShiprocketClient } from './shiprocket-client'
import { signedSimulatorLabelUrl } from './simulator-label'

/**
 * The carrier the configuration names: Shiprocket, or the built-in simulator when its credentials are unset.
 * `secret` signs the simulator's label links.
 */
export function createCourier(
  shiprocket: Config['shiprocket'],
  clock: () => Date,
  secret: string,
): { courier: Courier; simulator: ShippingSimulator | undefined } {
  if (shiprocket) return { courier: createShiprocketClient(shiprocket, clock), simulator: undefined }
  const simulator = createShippingSimulator(clock, (awb) => signedSimulatorLabelUrl(secret, awb))
  return { courier: simulator, simulator }
}

/** Couriers an aggregator assigns, by the names it gives them ("Delhivery Surface", "Blue Dart Air"). */
const COURIER_CARRIERS: readonly [RegExp, Carrier][] = [
  [/delhivery/i, 'delhivery'],
  [/blue\s*dart/i, 'bluedart'],
  [/dtdc/i, 'dtdc'],
  [/india\s*post|speed\s*post/i, 'indiapost'],
  [/xpress\s*bees/i, 'xpressbees'],
  [/ecom\s*express/i, 'ecomexpress'],
]

/**
 * Whose tracking page the shopper is sent to for a booking: the courier's own when the shop knows it, else
 * Shiprocket's (which follows every courier it books), and none for the simulator's made-up parcels.
 */
export function carrierOfCourier(courierName: string, courier: Courier['name']): Carrier {
  const known = COURIER_CARRIERS.find(([name]) => name.test(courierName))
  if (known) return known[1]
  return courier === 'shiprocket' ? 'shiprocket' : 'other'
}
