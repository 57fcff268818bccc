import { useId } from 'react'
import { isApiError } from '../../../api/api-error'
import { FormAlert } from '../../../components/ui/form-alert'
import { useOwnNewsletter, useSetOwnNewsletter } from '../api/own-newsletter'

export const NEWSLETTER_CHANGE_FAILED_MESSAGE = 'Could not change your newsletter choice. Please try again.'
export const NEWSLETTER_UNKNOWN_MESSAGE = 'Your newsletter choice could not be read. Please reload the page.'

/**
 * The newsletter's consent on the profile: the box says what the shop has on record; ticking or clearing it gives
 * or withdraws the consent, which the server records with its time and the profile as its source.
 */
export function NewsletterConsent() {
  const hintId = useId()
  const consent = useOwnNewsletter()
  const change = useSetOwnNewsletter()
  const changeError = change.error
    ? (isApiError(change.error) && change.error.serverMessage) || NEWSLETTER_CHANGE_FAILED_MESSAGE
    : null

  return (
    <div>
      {changeError && <FormAlert message={changeError} />}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-100">
        <input
          type="checkbox"
          checked={consent.data ?? false}
          disabled={consent.data === undefined || change.isPending}
          aria-describedby={hintId}
          onChange={(event) => change.mutate({ subscribed: event.target.checked })}
          className="size-5 shrink-0 accent-accent-400 disabled:opacity-60"
        />
        <span>Send me the newsletter</span>
      </label>
      <p id={hintId} className="pl-8 text-sm text-slate-400">
        New arrivals and offers by e-mail. We record when and where you agree or stop; your data file lists
        it.
      </p>
      {/* Not an alert: the rest of the profile works, and the box stays unticked and disabled. */}
      {consent.isError && <p className="mt-1 pl-8 text-sm text-rose-200">{NEWSLETTER_UNKNOWN_MESSAGE}</p>}
    </div>
  )
}
