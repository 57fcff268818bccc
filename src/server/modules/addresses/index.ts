/*
 * The addresses module's public face: what the flows, the app and other modules may use of it. Nothing
 * outside the module imports its other files (module-dependencies.test.ts); inside it, its files import each
 * other.
 */
export { addressRoutes } from './addresses.routes'
export { findOwnAddress, listAddresses } from './addresses.service'
export { deleteAddressesOf } from './personal-data'
