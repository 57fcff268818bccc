import { createQueryClient } from '../app/query-client'

/** The app's query client, retry rule and all, retrying a failed query at once instead of after its back-off. */
export const createTestQueryClient = () => createQueryClient({ retryDelayMs: 0 })
