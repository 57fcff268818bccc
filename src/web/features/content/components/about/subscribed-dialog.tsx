import { MailCheck, PartyPopper } from 'lucide-react'
import { ALREADY_SUBSCRIBED_MESSAGE } from '@common/schemas/messages'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'

interface SubscribedDialogProps {
  /** Null while closed. */
  outcome: 'subscribed' | 'already-subscribed' | null
  onClose: () => void
}

/** The confirmation after "Join Now": welcome, or "Already Subscribed" for an address on the list. */
export function SubscribedDialog({ outcome, onClose }: SubscribedDialogProps) {
  const isAlready = outcome === 'already-subscribed'
  return (
    <Dialog
      isOpen={outcome !== null}
      onClose={onClose}
      title={isAlready ? 'Already Subscribed' : 'Thank You for Subscribing!'}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-700/20 text-accent-300">
          {isAlready ? (
            <MailCheck aria-hidden="true" className="size-7" />
          ) : (
            <PartyPopper aria-hidden="true" className="size-7" />
          )}
        </span>
      }
      description={
        isAlready
          ? ALREADY_SUBSCRIBED_MESSAGE
          : 'Welcome to the AnimeVerse community! Watch your inbox for new arrivals, restocks and members-only offers.'
      }
    >
      <Button className="mt-6 w-full" onClick={onClose}>
        {isAlready ? 'Got It' : 'Awesome!'}
      </Button>
    </Dialog>
  )
}
