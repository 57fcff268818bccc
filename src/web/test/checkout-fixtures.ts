import type { CartProduct } from '@common/cart'
import type { Address } from '@common/schemas/address'
import type { Order } from '@common/schemas/order'
import { cartStore, type ShopCartProduct } from '../lib/cart/cart-store'

/** Test data for the cart and checkout screens. */

export const nezukoFigure: CartProduct = {
  _id: '650000000000000000000001',
  name: 'Nezuko Kamado Figure',
  price: 1299.5,
  originalPrice: 1599,
  images: ['/media/0123456789abcdef0123456789abcdef.webp'],
  stock: 3,
}

export const gojoKeychain: CartProduct = {
  _id: '650000000000000000000002',
  name: 'Gojo Satoru Keychain',
  price: 249,
  originalPrice: 299,
  images: [],
  stock: 10,
}

/** A figure not out yet: ordered while its stock is 0, expected in March 2027. */
export const gojoPreorder: ShopCartProduct = {
  _id: '650000000000000000000003',
  name: 'Gojo Satoru 1/7 Scale Figure',
  price: 18999,
  originalPrice: 18999,
  images: [],
  stock: 0,
  isPreorder: true,
  releaseDate: '2027-03-15',
}

export const sukunaPreorder: ShopCartProduct = {
  _id: '650000000000000000000004',
  name: 'Ryomen Sukuna Nendoroid',
  price: 5499,
  originalPrice: 5499,
  images: [],
  stock: 0,
  isPreorder: true,
  releaseDate: '2027-06-01',
}

export function fillCart(lines: [ShopCartProduct, number][]): void {
  cartStore.clear()
  for (const [product, quantity] of lines) cartStore.add(product, quantity)
}

export const homeAddress: Address = {
  _id: '660000000000000000000001',
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  country: 'India',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  gstin: null,
  isDefault: true,
  createdAt: '2025-02-01T10:00:00.000Z',
}

export const officeAddress: Address = {
  ...homeAddress,
  _id: '660000000000000000000002',
  addressLine1: '5 Residency Road',
  addressLine2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  isDefault: false,
}

export function placedOrder(overrides: Partial<Order> = {}): Order {
  const shippingAddress = {
    fullName: homeAddress.fullName,
    email: homeAddress.email,
    phone: homeAddress.phone,
    address: homeAddress.addressLine1,
    addressLine1: homeAddress.addressLine1,
    addressLine2: homeAddress.addressLine2,
    city: homeAddress.city,
    state: homeAddress.state,
    postalCode: homeAddress.postalCode,
    country: homeAddress.country,
  }
  return {
    _id: '670000000000000000000001',
    orderNumber: 'ORD-1738404000000',
    invoiceNumber: null,
    user: { _id: '64b7f0c2a1b2c3d4e5f60718', name: 'Asha Verma', email: 'asha@example.com' },
    userId: '64b7f0c2a1b2c3d4e5f60718',
    status: 'pending',
    orderItems: [],
    items: [],
    itemsPrice: 2599,
    shippingPrice: 0,
    codFee: 0,
    taxPrice: 0,
    discountPrice: 0,
    discountCode: null,
    totalPrice: 2599,
    total: 2599,
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    trackingNumber: null,
    tracking: null,
    estimatedDelivery: null,
    gst: null,
    holdExpiresAt: null,
    cancelledAt: null,
    cancelReason: null,
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 0,
    codConfirmation: null,
    confirmBy: null,
    returns: [],
    returnDeadline: null,
    preorder: null,
    shippingAddress,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  }
}
