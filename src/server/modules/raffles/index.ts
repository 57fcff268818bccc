/*
 * The raffles module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { addressKeyOf, drawOrder, phoneKeyOf, seedHashOf, ticketOf } from './raffle-draw-math'
export {
  claimWaitingUnit,
  countAwarded,
  countEntries,
  drawRaffle,
  dueRaffleIds,
  enterRaffle,
  entryOutcome,
  findEntryOf,
  findRaffleRow,
  giveUnitBack,
  insertRaffle,
  listEntries,
  listOpenRafflesOfProduct,
  listRafflesForAdmin,
  listRefusals,
  nextRaffleClose,
  raffleState,
  rafflesWithUnitsWaiting,
  type RaffleEntryRow,
  type RaffleRow,
  recordEntryOrder,
  takeBackRaffleUnit,
} from './raffles.service'
export { forgetRaffleEntriesOf, raffleEntriesOf } from './personal-data'
