import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  RETURN_PHOTO_REQUIRED_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  TOO_MANY_RETURN_PHOTOS_MESSAGE,
} from '@common/schemas/returns'
import { jsonResponse, type RecordedRequest } from '../../../test/mock-api'
import { placedOrder } from '../../../test/order-fixtures'
import { openMyOrder, orderHeading, ordersInTurn, ORDER_ID, toasts } from '../test/open-my-order'
import {
  CLOSED_DEADLINE,
  deliveredOrder,
  GOJO_PRODUCT,
  LUFFY_PRODUCT,
  photoFile,
  returnRequest,
  stubObjectUrls,
} from '../test/return-fixtures'

const RETURNS = `POST /api/orders/my-orders/${ORDER_ID}/returns`

const returnButton = () => screen.getByRole('button', { name: 'Return items' })
const form = () => screen.getByRole('region', { name: 'Return items' })
const quantity = (name: string) => within(form()).getByRole('combobox', { name })
const addPhotos = () => within(form()).getByLabelText('Add photos')
const previews = () => within(form()).queryAllByRole('img', { name: /^Photo \d+:/ })
const send = () => within(form()).getByRole('button', { name: 'Send return request' })

/** A file picked through the chooser's "All files", past its image filter. */
const userUploadIgnoringAccept = (input: HTMLElement, file: File) =>
  userEvent.setup({ applyAccept: false }).upload(input, file)

function sentForm(request: RecordedRequest | undefined): FormData {
  if (!(request?.body instanceof FormData)) throw new Error('The request was not multipart')
  return request.body
}

describe('asking for a return', () => {
  it('is offered on a delivered order within the window, saying until when', async () => {
    openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    expect(returnButton()).toBeInTheDocument()
    expect(screen.getByText('You can ask for a return until 10 January 2099')).toBeInTheDocument()
  })

  it('is not offered before delivery', async () => {
    openMyOrder(ordersInTurn(placedOrder({ status: 'shipped', trackingNumber: 'DTDC1' })))
    await orderHeading()
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
    expect(screen.queryByText(/return window|ask for a return/)).not.toBeInTheDocument()
  })

  it('says the window closed on its date once it has passed, with no button', async () => {
    openMyOrder(() => jsonResponse(200, deliveredOrder({ returnDeadline: CLOSED_DEADLINE })))
    await orderHeading()
    expect(screen.getByText('The return window closed on 16 March 2025')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
  })

  it('sends the items, reason, note and photos as multipart, then shows the request and a toast', async () => {
    const { revokeObjectURL } = stubObjectUrls()
    const requested = returnRequest({ photos: ['/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp'] })
    const { user, requestsTo } = openMyOrder(
      ordersInTurn(deliveredOrder(), deliveredOrder({ returns: [requested] })),
      { routes: { [RETURNS]: () => jsonResponse(201, requested) } },
    )
    await orderHeading()

    await user.click(returnButton())
    await waitFor(() => expect(within(form()).getByRole('heading', { name: 'Return items' })).toHaveFocus())
    // The picker offers the camera or the gallery: any image, several at once, no forced capture.
    expect(addPhotos()).toHaveAttribute('accept', 'image/*')
    expect(addPhotos()).toHaveAttribute('multiple')
    expect(addPhotos()).not.toHaveAttribute('capture')

    await user.selectOptions(quantity('Gojo Satoru Figure'), '1')
    await user.click(within(form()).getByRole('radio', { name: 'Arrived damaged (box or figure)' }))
    await user.type(
      within(form()).getByLabelText('Anything we should know? (optional)'),
      'The box is crushed',
    )
    await user.upload(addPhotos(), [photoFile('box.jpg'), photoFile('figure.png', 'image/png')])
    expect(previews().map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1: box.jpg',
      'Photo 2: figure.png',
    ])
    expect(previews()[0]).toHaveAttribute('src', 'blob:photo-1')
    await user.click(send())

    expect(await within(toasts()).findByText('Return requested')).toBeInTheDocument()
    const sent = sentForm(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/returns`)[0])
    expect(JSON.parse(String(sent.get('items')))).toEqual([{ product: GOJO_PRODUCT, qty: 1 }])
    expect(sent.get('reason')).toBe('damaged')
    expect(sent.get('note')).toBe('The box is crushed')
    expect(sent.getAll('photos').map((photo) => (photo as File).name)).toEqual(['box.jpg', 'figure.png'])

    // The form is gone, its previews released, and the order read again shows the request.
    const returns = await screen.findByRole('region', { name: 'Returns' })
    expect(screen.queryByRole('region', { name: 'Return items' })).not.toBeInTheDocument()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-2')
    expect(returns).toHaveTextContent("Requested — waiting for the shop's decision")
    await waitFor(() => expect(within(returns).getByRole('heading', { name: 'Returns' })).toHaveFocus())
  })

  it('asks for the items and a reason, and a photo for a damaged figure, sending nothing', async () => {
    stubObjectUrls()
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    await user.click(returnButton())

    await user.click(send())
    expect(await within(form()).findByText('Please choose the items to return')).toBeInTheDocument()
    expect(within(form()).getByText('Please choose a reason')).toBeInTheDocument()

    await user.selectOptions(quantity('Luffy Keychain'), '1')
    await user.click(within(form()).getByRole('radio', { name: 'Arrived damaged (box or figure)' }))
    await user.click(send())
    expect(await within(form()).findByText(RETURN_PHOTO_REQUIRED_MESSAGE)).toBeInTheDocument()
    expect(addPhotos()).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(addPhotos()).toHaveFocus())

    // A reason the shop can judge without a photo needs none.
    await user.click(within(form()).getByRole('radio', { name: 'Changed my mind' }))
    expect(within(form()).queryByText(RETURN_PHOTO_REQUIRED_MESSAGE)).not.toBeInTheDocument()
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/returns`)).toHaveLength(0)
  })

  it('takes at most five photos and says so; removing one releases its preview', async () => {
    const { revokeObjectURL } = stubObjectUrls()
    const { user } = openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    await user.click(returnButton())

    await user.upload(
      addPhotos(),
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg'].map((name) => photoFile(name)),
    )
    expect(previews()).toHaveLength(5)
    expect(within(form()).getByText(TOO_MANY_RETURN_PHOTOS_MESSAGE)).toBeInTheDocument()
    expect(addPhotos()).toBeDisabled()

    await user.click(within(form()).getByRole('button', { name: 'Remove photo 1' }))
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
    expect(previews().map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1: 2.jpg',
      'Photo 2: 3.jpg',
      'Photo 3: 4.jpg',
      'Photo 4: 5.jpg',
    ])
    expect(within(form()).queryByText(TOO_MANY_RETURN_PHOTOS_MESSAGE)).not.toBeInTheDocument()
    expect(addPhotos()).toBeEnabled()
    await waitFor(() => expect(addPhotos()).toHaveFocus())
  })

  it('refuses a file that is not a photo', async () => {
    stubObjectUrls()
    const { user } = openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    await user.click(returnButton())

    await userUploadIgnoringAccept(
      addPhotos(),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    )
    expect(previews()).toHaveLength(0)
    expect(within(form()).getByText('Only photos can be added (JPEG, PNG or WebP)')).toBeInTheDocument()
  })

  it("shows the server's refusal on the form and sends once however often the button is pressed", async () => {
    stubObjectUrls()
    let answer: (response: Response) => void = () => {}
    const { user, requestsTo } = openMyOrder(() => jsonResponse(200, deliveredOrder()), {
      routes: { [RETURNS]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    })
    await orderHeading()
    await user.click(returnButton())
    await user.selectOptions(quantity('Gojo Satoru Figure'), '2')
    await user.click(within(form()).getByRole('radio', { name: 'Changed my mind' }))

    await user.dblClick(send())
    expect(within(form()).getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(requestsTo('POST', `/api/orders/my-orders/${ORDER_ID}/returns`)).toHaveLength(1)

    answer(jsonResponse(409, { success: false, message: RETURN_WINDOW_CLOSED_MESSAGE }))
    expect(await within(form()).findByRole('alert')).toHaveTextContent(RETURN_WINDOW_CLOSED_MESSAGE)
    expect(send()).toBeEnabled()
    // Said in a toast too: the order read again may close the form.
    expect(await within(toasts()).findByText(RETURN_WINDOW_CLOSED_MESSAGE)).toBeInTheDocument()
  })

  it('offers no more of a line than was bought and not already asked for (a rejected request gives it back)', async () => {
    const { user } = openMyOrder(() =>
      jsonResponse(
        200,
        deliveredOrder({
          returns: [
            returnRequest({ status: 'approved' }),
            returnRequest({
              _id: 'f7f7f7f7f7f7f7f7f7f7f7f7',
              status: 'rejected',
              items: [{ ...returnRequest().items[0]!, product: LUFFY_PRODUCT, name: 'Luffy Keychain' }],
            }),
          ],
        }),
      ),
    )
    await orderHeading()
    await user.click(returnButton())

    const options = (name: string) =>
      within(quantity(name))
        .getAllByRole('option')
        .map((option) => option.textContent)
    expect(options('Gojo Satoru Figure')).toEqual(['None', '1'])
    expect(options('Luffy Keychain')).toEqual(['None', '1'])
    expect(within(form()).getByText('Bought 2, 1 left to return')).toBeInTheDocument()
  })

  it('closes with Cancel and gives the focus back to the button', async () => {
    const { user } = openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    await user.click(returnButton())
    await user.click(within(form()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('region', { name: 'Return items' })).not.toBeInTheDocument()
    await waitFor(() => expect(returnButton()).toHaveFocus())
  })
})
