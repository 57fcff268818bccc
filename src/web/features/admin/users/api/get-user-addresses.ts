import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '@common/schemas/address'
import { api } from '../../../../api/http-client'
import { adminUsersQueryKey } from './get-users'

interface UserAddressesResponse {
  success: true
  addresses: Address[]
}

/** GET /users/:id/addresses: the customer's saved addresses, for the admin user screen. */
export async function getUserAddresses(userId: string, signal?: AbortSignal): Promise<Address[]> {
  const body = await api.get<UserAddressesResponse>(`/users/${encodeURIComponent(userId)}/addresses`, {
    signal,
  })
  return body.addresses
}

export const userAddressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'addresses', userId] as const,
    queryFn: ({ signal }) => getUserAddresses(userId, signal),
  })

export function useUserAddresses(userId: string) {
  return useQuery(userAddressesQueryOptions(userId))
}
