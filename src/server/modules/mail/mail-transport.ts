export type MailMessage = { to: string; subject: string; html: string; text: string }

/** Something that delivers one message or throws; a `permanent` error means trying again cannot help. */
export type MailTransport = {
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
  }
}
