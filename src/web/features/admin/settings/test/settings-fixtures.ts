import { jsonResponse, type ApiHandler, type RecordedRequest } from '../../../../test/mock-api'
import { mockAdminApi } from '../../shared/test/mock-admin-api'
import type { DeliverySettings } from '@common/schemas/delivery'
import { builtInTaxDefaults } from '../../shared/test/tax-default-fixtures'

export function defaultDeliverySettings(): DeliverySettings {
  return {
    codExcludedPinPrefixes: ['744', '68255'],
    sameState: { minDays: 2, maxDays: 4 },
    neighbouring: { minDays: 3, maxDays: 6 },
    elsewhere: { minDays: 5, maxDays: 9 },
  }
}

/** A PUT answered with what it was sent, as the server does once the body passes its schema. */
export const echoTaxDefaults = (request: RecordedRequest) =>
  jsonResponse(200, { success: true, ...(request.body as object) })
export const echoDeliverySettings = (request: RecordedRequest) => jsonResponse(200, request.body)

/** The admin signed in, every setting answered with the defaults unless `routes` say otherwise. */
export function mockSettingsApi(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  return mockAdminApi({
    'GET /api/tax/category-defaults': () =>
      jsonResponse(200, { success: true, defaults: builtInTaxDefaults() }),
    'GET /api/delivery/settings': () => jsonResponse(200, defaultDeliverySettings()),
    'PUT /api/tax/category-defaults': echoTaxDefaults,
    'PUT /api/delivery/settings': echoDeliverySettings,
    'GET /api/returns/settings': () => jsonResponse(200, { windowDays: 7 }),
    'PUT /api/returns/settings': (request) => jsonResponse(200, request.body),
    'GET /api/cod/settings': () =>
      jsonResponse(200, { maxOrderValue: 10000, blockAfterReturns: 2, confirmationHours: 0 }),
    'PUT /api/cod/settings': (request) => jsonResponse(200, request.body),
    'GET /api/shipping/settings': () => jsonResponse(200, { flatRate: 0, freeOver: 500, codFee: 0 }),
    'PUT /api/shipping/settings': (request) => jsonResponse(200, request.body),
    ...routes,
  })
}
