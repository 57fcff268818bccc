export const sampleAddress = {
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '98765 43210',
  country: 'India',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
}
