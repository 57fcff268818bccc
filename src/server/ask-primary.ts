/**
 * Questions a cluster worker asks its primary over their IPC channel, and the primary's answers (rate-limit
 * counts, the group's metrics). Each message says what it is in `shop` and carries the question's `id`, by
 * which the asking worker matches the answer to its question; node's own messages and prom-client's, on the
 * same channel, have no `shop` and pass by.
 */

/** What every question and answer carries. */
export type PrimaryMessage = { shop: string; id: number }

/** A worker's side of the IPC channel to its primary (`process` in a cluster worker). */
export type PrimaryChannel = {
  readonly connected: boolean
  send?: (
    message: PrimaryMessage,
    sendHandle: undefined,
    options: undefined,
    callback: (error: Error | null) => void,
  ) => boolean
  on(event: 'message', listener: (message: unknown) => void): unknown
}

/** The primary's side of one worker's IPC channel (a cluster `Worker`). */
export type WorkerChannel = {
  on(event: 'message', listener: (message: unknown) => void): unknown
  isConnected(): boolean
  send(message: PrimaryMessage, sendHandle: undefined, callback: (error: Error | null) => void): boolean
}

type AskOptions<Answer extends PrimaryMessage> = {
  /** Whether a message is an answer to this kind of question (its `shop` and its fields). */
  isAnswer: (message: unknown) => message is Answer
  timeoutMs: number
  /** The error when there is no primary to ask, e.g. 'no primary process to count with'. */
  noPrimaryMessage: string
}

/**
 * In a worker: the function that asks the primary one kind of question and resolves with its answer. It rejects
 * when there is no primary to ask (it has gone; the worker is draining), the question cannot be sent, or the
 * primary has not answered within `timeoutMs`; an answer arriving later is ignored.
 */
export function primaryAsker<Question extends { shop: string }, Answer extends PrimaryMessage>(
  channel: PrimaryChannel,
  { isAnswer, timeoutMs, noPrimaryMessage }: AskOptions<Answer>,
): (question: Question) => Promise<Answer> {
  let lastId = 0
  const waiting = new Map<number, { settle: (answer: Answer) => void; timer: NodeJS.Timeout }>()
  channel.on('message', (message) => {
    if (!isAnswer(message)) return
    const request = waiting.get(message.id)
    if (!request) return
    clearTimeout(request.timer)
    waiting.delete(message.id)
    request.settle(message)
  })
  return (question) =>
    new Promise((resolve, reject) => {
      if (!channel.connected || !channel.send) {
        reject(new Error(noPrimaryMessage))
        return
      }
      lastId += 1
      const id = lastId
      const fail = (error: Error) => {
        if (!waiting.has(id)) return
        clearTimeout(waiting.get(id)!.timer)
        waiting.delete(id)
        reject(error)
      }
      const timer = setTimeout(
        () => fail(new Error(`the primary process did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      )
      waiting.set(id, { settle: resolve, timer })
      channel.send({ ...question, id }, undefined, undefined, (error) => {
        if (error) fail(error)
      })
    })
}

/**
 * In the primary: answers the questions `worker` asks (those `isQuestion` accepts) and sends each answer to that
 * worker alone, with the question's id. `answer` must not reject: a failure is part of the answer it gives.
 */
export function answerWorkerQuestions<Question extends PrimaryMessage, Answer extends { shop: string }>(
  worker: WorkerChannel,
  isQuestion: (message: unknown) => message is Question,
  answer: (question: Question) => Answer | Promise<Answer>,
): void {
  worker.on('message', (message) => {
    if (!isQuestion(message) || !worker.isConnected()) return
    void Promise.resolve(answer(message)).then((answered) => {
      // A worker that has just gone: without a callback the failed send would be an unhandled 'error' event.
      if (worker.isConnected()) worker.send({ ...answered, id: message.id }, undefined, () => {})
    })
  })
}
