export {
  INVALID_PIN_CODE_MESSAGE,
  isPinCode,
  normalisePinCode,
  PIN_CODE_LENGTH,
  UNKNOWN_PIN_CODE_MESSAGE,
} from './pin-code'
export {
  deliveryEstimateQueryOptions,
  getDeliveryEstimate,
  getPincodePlace,
  pincodePlaceQueryOptions,
  pincodeQueryKeys,
  type DeliveryEstimate,
  type PincodePlace,
} from './pincode-api'
export { formatPlace, stateNameOf } from './place-name'
export { formatDeliveryDay, formatDeliveryWindow } from './delivery-window'
export {
  LAST_CHECKED_PINCODE_KEY,
  readLastCheckedPincode,
  rememberCheckedPincode,
} from './last-checked-pincode'
export { usePincodePlace } from './use-pincode-place'
export {
  UNKNOWN_PIN_CODE_WARNING,
  usePincodeAutofill,
  type PincodeNote,
  type PlaceField,
} from './use-pincode-autofill'
