import { queryOptions } from '@tanstack/react-query'
import type { DeliveryEstimate, PincodePlace } from '@common/schemas/delivery'
import { isApiError } from '../../api/api-error'
import { api } from '../../api/http-client'

export type { DeliveryEstimate, PincodePlace }

/**
 * The answers' schemas, with zod's core (≈16 kB gzip), load with the first PIN code asked about: the product page,
 * which shows the delivery check, draws without them.
 */
const answerSchemas = () => import('./pincode-answers')

export const pincodeQueryKeys = {
  place: (pin: string) => ['pincodes', pin] as const,
  delivery: (pin: string) => ['pincodes', pin, 'delivery'] as const,
}

/**
 * GET /pincodes/:pin: the city, district and state of a PIN code, or null when the shop's directory does not
 * know it (404). An unknown PIN is an answer, not a failure: it is cached like one, so typing the same PIN
 * again does not ask again.
 */
export async function getPincodePlace(pin: string, signal?: AbortSignal): Promise<PincodePlace | null> {
  const { pincodePlaceAnswerSchema } = await answerSchemas()
  try {
    return await api.get(`/pincodes/${encodeURIComponent(pin)}`, pincodePlaceAnswerSchema, { signal })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export const pincodePlaceQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: pincodeQueryKeys.place(pin),
    queryFn: ({ signal }) => getPincodePlace(pin, signal),
    // The directory ships with the shop and changes only with a new release.
    staleTime: Infinity,
  })

/** GET /pincodes/:pin/delivery: cash on delivery and the delivery dates; 400 and 404 throw with the server's message. */
export async function getDeliveryEstimate(pin: string, signal?: AbortSignal): Promise<DeliveryEstimate> {
  const { deliveryEstimateAnswerSchema } = await answerSchemas()
  return api.get(`/pincodes/${encodeURIComponent(pin)}/delivery`, deliveryEstimateAnswerSchema, { signal })
}

export const deliveryEstimateQueryOptions = (pin: string) =>
  queryOptions({
    queryKey: pincodeQueryKeys.delivery(pin),
    queryFn: ({ signal }) => getDeliveryEstimate(pin, signal),
  })
