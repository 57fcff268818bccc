import { useState } from 'react'
import { Link } from 'react-router'
import { Download, Trash2 } from 'lucide-react'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { saveFile } from '../../../lib/save-file'
import { downloadMyData, myDataFileName } from '../api/download-my-data'
import { DeleteAccountDialog } from './delete-account-dialog'
import { NewsletterConsent } from './newsletter-consent'

export const DOWNLOAD_FAILED_MESSAGE = 'Could not prepare your data. Please try again.'

/** The shopper's rights over their data on the profile: a copy of all of it, and the account's deletion. */
export function PersonalDataSection({
  email,
  onDeleted,
}: {
  email: string
  onDeleted: (message: string) => void
}) {
  const [isDownloading, setIsDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const [isDeleteOpen, setIsDeleteOpen] = useState(false)

  const download = async () => {
    if (isDownloading) return
    setIsDownloading(true)
    setDownloadError(null)
    try {
      saveFile(await downloadMyData(), myDataFileName(new Date()))
    } catch (error) {
      setDownloadError((isApiError(error) && error.serverMessage) || DOWNLOAD_FAILED_MESSAGE)
    } finally {
      setIsDownloading(false)
    }
  }

  return (
    <div className="space-y-6">
      <NewsletterConsent />
      <div className="border-t border-white/10 pt-6">
        <p className="text-sm text-slate-300">
          A JSON file of everything we hold about your account: your details, addresses, orders with their
          invoice numbers, refunds and returns, reviews, wishlist, raffle entries, the newsletter consents and
          messages you gave or sent signed in, and sign-ins.
        </p>
        {downloadError && (
          <div className="mt-3">
            <FormAlert message={downloadError} />
          </div>
        )}
        <Button
          variant="ghost"
          onClick={() => void download()}
          aria-disabled={isDownloading}
          className="mt-3 ring-1 ring-white/15 ring-inset aria-disabled:opacity-60"
        >
          <Download aria-hidden="true" className="size-4" />
          {isDownloading ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
      <div className="border-t border-white/10 pt-6">
        <p className="text-sm text-slate-300">
          Deleting your account erases your personal data and signs you out everywhere. Orders and invoices
          are kept as the tax law requires;{' '}
          <Link
            to="/privacy#retention"
            className="text-accent-300 underline underline-offset-2 hover:text-white"
          >
            what we keep and why
          </Link>
          .
        </p>
        <Button
          variant="ghost"
          onClick={() => setIsDeleteOpen(true)}
          className="mt-3 text-rose-200 ring-1 ring-rose-400/40 ring-inset hover:bg-rose-950/50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog
        email={email}
        isOpen={isDeleteOpen}
        onClose={() => setIsDeleteOpen(false)}
        onDeleted={onDeleted}
      />
    </div>
  )
}
