import type { Config } from '../../config'
import type { Courier } from './courier'
import { createShippingSimulator, type ShippingSimulator } from './shipping-simulator'
import { createShiprocketClient } from './shiprocket-client'

/** The carrier the configuration names: Shiprocket, or the built-in simulator when its credentials are unset. */
export function createCourier(
  shiprocket: Config['shiprocket'],
  clock: () => Date,
): { courier: Courier; simulator: ShippingSimulator | undefined } {
  if (shiprocket) return { courier: createShiprocketClient(shiprocket, clock), simulator: undefined }
  const simulator = createShippingSimulator(clock)
  return { courier: simulator, simulator }
}
