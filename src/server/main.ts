// `npm start`: the shop as the environment configures it (run-shop.ts), with nothing added.
import { runShop } from './run-shop'

await runShop()
