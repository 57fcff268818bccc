/*
 * The users module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { customerFigures } from './customer-figures'
export {
  acceptTotpStep,
  listSealedTotpSecrets,
  replaceSealedTotpSecrets,
  storePendingTotpSecret,
  turnOffSecondFactor,
  turnOnSecondFactor,
} from './second-factor-state'
export {
  createUser,
  findUserByEmail,
  findUserById,
  promoteToAdmin,
  setPasswordHash,
  toUser,
  userById,
} from './user-accounts'
export { eraseUserRow } from './user-erasure'
export { findUserNames, userIdsMatching } from './user-names'
export { createSeedShoppers } from './user-seed'
export { profileRoutes, type ProfileRoutesOptions } from './users.routes'
