import { useRef, useState, type FormEvent } from 'react'
import { LoaderCircle } from 'lucide-react'
import { WRONG_ERASURE_PASSWORD_MESSAGE } from '@common/schemas/personal-data'
import { isApiError } from '../../../api/api-error'
import { Dialog } from '../../../components/dialog/dialog'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import { useDeleteAccount } from '../api/delete-account'

export const ACCOUNT_DELETION_FAILED_MESSAGE = 'Could not delete the account. Please try again.'
const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password'

interface DeleteAccountDialogProps {
  email: string
  isOpen: boolean
  onClose: () => void
  /** After the server has erased the account, with its confirmation. */
  onDeleted: (message: string) => void
}

/**
 * "Delete your account?": what goes and what the shop keeps, then the password. Focus starts on "Keep my account",
 * so Enter in passing never deletes; a wrong password is shown on its field, a refusal (an order still on its way:
 * 409) above it.
 */
export function DeleteAccountDialog({ email, isOpen, onClose, onDeleted }: DeleteAccountDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Delete your account?"
      initialFocusRef={keepRef}
      description={
        <>
          <p className="text-left">This cannot be undone. We will erase:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-left">
            <li>your name, e-mail address and password</li>
            <li>your saved addresses and phone numbers</li>
            <li>your wishlist, and the newsletter subscription you made signed in</li>
            <li>the messages you sent signed in; your reviews stay, signed &ldquo;Deleted account&rdquo;</li>
          </ul>
          <p className="mt-3 text-left">
            Your orders and their invoices are kept for the period India&apos;s GST law requires (see the
            privacy policy), and you are signed out everywhere. We send a last e-mail to this address to
            confirm.
          </p>
        </>
      }
    >
      <DeleteAccountForm email={email} keepRef={keepRef} onKeep={onClose} onDeleted={onDeleted} />
    </Dialog>
  )
}

function DeleteAccountForm({
  email,
  keepRef,
  onKeep,
  onDeleted,
}: {
  email: string
  keepRef: React.RefObject<HTMLButtonElement | null>
  onKeep: () => void
  onDeleted: (message: string) => void
}) {
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const erase = useDeleteAccount()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (erase.isPending) return
    setError(null)
    if (password.length === 0) {
      setPasswordError(PASSWORD_REQUIRED_MESSAGE)
      passwordRef.current?.focus()
      return
    }
    setPasswordError(undefined)
    erase.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (caught) => {
          const message = isApiError(caught) ? caught.serverMessage : undefined
          if (message === WRONG_ERASURE_PASSWORD_MESSAGE) {
            setPasswordError(message)
            passwordRef.current?.focus()
          } else setError(message ?? ACCOUNT_DELETION_FAILED_MESSAGE)
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={erase.isPending} className="mt-5 space-y-5 text-left">
      {error && <FormAlert message={error} />}
      {/* Tells a password manager whose password is asked for. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        ref={passwordRef}
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={keepRef} variant="ghost" onClick={onKeep} className="ring-1 ring-white/15 ring-inset">
          Keep my account
        </Button>
        <Button type="submit" disabled={erase.isPending}>
          {erase.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {erase.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  )
}
