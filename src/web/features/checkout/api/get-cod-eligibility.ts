import { queryOptions, useQuery } from '@tanstack/react-query'
import { codEligibilitySchema, type CodEligibility } from '@common/schemas/cash-on-delivery'
import { api } from '../../../api/http-client'

export interface CodEligibilityQuestion {
  /** The order's total in rupees (after a discount). */
  amount: number
  /** The chosen address's PIN code, when it is one (six digits). */
  postalCode: string | undefined
}

/** GET /cod/eligibility?amount=&postalCode=: whether this shopper may pay this order on delivery, and if not why. */
export function getCodEligibility(
  { amount, postalCode }: CodEligibilityQuestion,
  signal?: AbortSignal,
): Promise<CodEligibility> {
  const query = new URLSearchParams({ amount: String(amount) })
  if (postalCode) query.set('postalCode', postalCode)
  return api.get(`/cod/eligibility?${query.toString()}`, codEligibilitySchema, { signal })
}

const SIX_DIGITS = /^\d{6}$/

export const codEligibilityQueryOptions = ({ amount, postalCode }: CodEligibilityQuestion) => {
  const pin = postalCode?.trim()
  const question = { amount, postalCode: pin && SIX_DIGITS.test(pin) ? pin : undefined }
  return queryOptions({
    queryKey: ['cod-eligibility', question.amount, question.postalCode ?? null] as const,
    queryFn: ({ signal }) => getCodEligibility(question, signal),
    // The answer is advice shown before the order: the server checks again when it is placed, so one try will do.
    retry: false,
  })
}

/**
 * Cash on delivery as the shop offers it to this shopper for this order: unavailable only when the server says so
 * (while it is being asked, or when it cannot be asked, the choice stays open and the order itself is checked).
 */
export function useCodEligibility(question: CodEligibilityQuestion, { enabled }: { enabled: boolean }) {
  const eligibility = useQuery({ ...codEligibilityQueryOptions(question), enabled })
  const answer = eligibility.data
  return answer && !answer.available ? { isUnavailable: true as const, message: answer.message } : null
}
