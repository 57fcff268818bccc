import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ownNewsletterResponseSchema, type OwnNewsletterInput } from '@common/schemas/messages'
import { api } from '../../../api/http-client'

const ownNewsletterKey = ['newsletter', 'me'] as const

/** GET /newsletter/me: whether the signed-in account's e-mail gets the newsletter. */
export const ownNewsletterQuery = queryOptions({
  queryKey: ownNewsletterKey,
  queryFn: async ({ signal }) =>
    (await api.get('/newsletter/me', ownNewsletterResponseSchema, { signal })).subscribed,
})

export function useOwnNewsletter() {
  return useQuery(ownNewsletterQuery)
}

/** PUT /newsletter/me: the server records the consent or its withdrawal, from the profile. */
export function useSetOwnNewsletter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: OwnNewsletterInput) =>
      (await api.put('/newsletter/me', input, ownNewsletterResponseSchema)).subscribed,
    onSuccess: (subscribed) => queryClient.setQueryData(ownNewsletterKey, subscribed),
  })
}
