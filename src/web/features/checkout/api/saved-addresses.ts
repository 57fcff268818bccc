import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { addressSchema, type Address, type AddressInput } from '@common/schemas/address'
import { api } from '../../../api/http-client'

const addressListSchema = z.array(addressSchema)

export const savedAddressesQueryKey = ['addresses'] as const

export function getSavedAddresses(signal?: AbortSignal): Promise<Address[]> {
  return api.get('/addresses', addressListSchema, { signal })
}

export const savedAddressesQueryOptions = () =>
  queryOptions({ queryKey: savedAddressesQueryKey, queryFn: ({ signal }) => getSavedAddresses(signal) })

export function saveAddress(input: AddressInput): Promise<Address> {
  return api.post('/addresses', input, addressSchema)
}

/** Saves an address and puts it in the cached list straight away, so the radio list shows it at once. */
export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (saved) => {
      queryClient.setQueryData<Address[]>(savedAddressesQueryKey, (list = []) => [
        ...list.map((address) => (saved.isDefault ? { ...address, isDefault: false } : address)),
        saved,
      ])
      void queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey })
    },
  })
}
