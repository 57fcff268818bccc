import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '@common/schemas/address'
import { userAddressesResponseSchema } from '@common/schemas/users'
import { api } from '../../../../api/http-client'
import { adminUsersQueryKey } from '../../shared/api/admin-query-keys'

/** GET /users/:id/addresses: the customer's saved addresses, for the admin user screen. */
export async function getUserAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  const { addresses } = await api.get(
    `/users/${encodeURIComponent(userId)}/addresses`,
    userAddressesResponseSchema,
    { signal },
  )
  return addresses
}

export const userAddressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'addresses', userId] as const,
    queryFn: ({ signal }) => getUserAddresses(userId, signal),
  })

export function useUserAddresses(userId: string) {
  return useQuery(userAddressesQueryOptions(userId))
}
