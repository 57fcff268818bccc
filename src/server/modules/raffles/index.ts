/*
 * The raffles module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { addressKeyOf, drawOrder, phoneKeyOf, seedHashOf, ticketOf } from './raffle-draw-math'
export { drawRaffle, dueRaffleIds, nextRaffleClose } from './raffle-draws'
export { enterRaffle } from './raffle-entries'
export {
  countAwarded,
  countEntries,
  entryOutcome,
  findEntryOf,
  findRaffleRow,
  listEntries,
  listOpenRafflesOfProduct,
  listRafflesForAdmin,
  listRefusals,
} from './raffle-reads'
export { insertRaffle, raffleState, type RaffleEntryRow, type RaffleRow } from './raffle-setup'
export {
  claimWaitingUnit,
  giveUnitBack,
  rafflesWithUnitsWaiting,
  recordEntryOrder,
  takeBackRaffleUnit,
} from './raffle-units'
export { forgetRaffleEntriesOf, raffleEntriesOf } from './personal-data'
