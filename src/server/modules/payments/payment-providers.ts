import type { Config } from '../../config'
import type { PaymentProvider } from './payment-provider'
import { createPhonePeGateway } from './phonepe-gateway'
import { createPhonePeSimulator } from './phonepe-simulator'
import { createPhonePeV2Gateway } from './phonepe-v2-gateway'

/** The gateway the configuration names: PhonePe v2, PhonePe PG v1, or the built-in simulator when neither. */
export function createPaymentProvider(phonePe: Config['phonePe'], clock: () => Date): PaymentProvider {
  if (phonePe?.version === 'v2') return createPhonePeV2Gateway(phonePe, clock)
  if (phonePe?.version === 'v1') return createPhonePeGateway(phonePe)
  return createPhonePeSimulator(clock)
}
