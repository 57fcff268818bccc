/**
 * Which states and union territories share a land border, by their INDIAN_STATES names: a parcel to a
 * neighbour of the shop's state travels a shorter road than one across the country. Island territories
 * (Andaman and Nicobar, Lakshadweep) have none. Written by hand from the map; neighbouring-states.test.ts
 * checks that every border is listed from both sides.
 */
export const NEIGHBOURING_STATES: Readonly<Record<string, readonly string[]>> = {
  'Jammu and Kashmir': ['Ladakh', 'Himachal Pradesh', 'Punjab'],
  Ladakh: ['Jammu and Kashmir', 'Himachal Pradesh'],
  'Himachal Pradesh': ['Jammu and Kashmir', 'Ladakh', 'Punjab', 'Haryana', 'Uttarakhand', 'Uttar Pradesh'],
  Punjab: ['Jammu and Kashmir', 'Himachal Pradesh', 'Haryana', 'Chandigarh', 'Rajasthan'],
  Chandigarh: ['Punjab', 'Haryana'],
  Haryana: ['Punjab', 'Chandigarh', 'Himachal Pradesh', 'Uttarakhand', 'Uttar Pradesh', 'Delhi', 'Rajasthan'],
  Delhi: ['Haryana', 'Uttar Pradesh'],
  Uttarakhand: ['Himachal Pradesh', 'Haryana', 'Uttar Pradesh'],
  'Uttar Pradesh': [
    'Uttarakhand',
    'Himachal Pradesh',
    'Haryana',
    'Delhi',
    'Rajasthan',
    'Madhya Pradesh',
    'Chhattisgarh',
    'Jharkhand',
    'Bihar',
  ],
  Rajasthan: ['Punjab', 'Haryana', 'Uttar Pradesh', 'Madhya Pradesh', 'Gujarat'],
  Gujarat: ['Rajasthan', 'Madhya Pradesh', 'Maharashtra', 'Dadra and Nagar Haveli and Daman and Diu'],
  'Dadra and Nagar Haveli and Daman and Diu': ['Gujarat', 'Maharashtra'],
  Maharashtra: [
    'Gujarat',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Madhya Pradesh',
    'Chhattisgarh',
    'Telangana',
    'Karnataka',
    'Goa',
  ],
  Goa: ['Maharashtra', 'Karnataka'],
  Karnataka: ['Goa', 'Maharashtra', 'Telangana', 'Andhra Pradesh', 'Tamil Nadu', 'Kerala'],
  // Mahe (Puducherry) lies inside Kerala, Yanam inside Andhra Pradesh.
  Kerala: ['Karnataka', 'Tamil Nadu', 'Puducherry'],
  'Tamil Nadu': ['Kerala', 'Karnataka', 'Andhra Pradesh', 'Puducherry'],
  Puducherry: ['Tamil Nadu', 'Kerala', 'Andhra Pradesh'],
  'Andhra Pradesh': ['Telangana', 'Karnataka', 'Tamil Nadu', 'Puducherry', 'Odisha', 'Chhattisgarh'],
  Telangana: ['Maharashtra', 'Chhattisgarh', 'Andhra Pradesh', 'Karnataka'],
  Chhattisgarh: [
    'Madhya Pradesh',
    'Uttar Pradesh',
    'Jharkhand',
    'Odisha',
    'Andhra Pradesh',
    'Telangana',
    'Maharashtra',
  ],
  'Madhya Pradesh': ['Rajasthan', 'Uttar Pradesh', 'Chhattisgarh', 'Maharashtra', 'Gujarat'],
  Odisha: ['West Bengal', 'Jharkhand', 'Chhattisgarh', 'Andhra Pradesh'],
  Jharkhand: ['Bihar', 'Uttar Pradesh', 'Chhattisgarh', 'Odisha', 'West Bengal'],
  Bihar: ['Uttar Pradesh', 'Jharkhand', 'West Bengal'],
  'West Bengal': ['Bihar', 'Jharkhand', 'Odisha', 'Sikkim', 'Assam'],
  Sikkim: ['West Bengal'],
  Assam: ['West Bengal', 'Arunachal Pradesh', 'Nagaland', 'Manipur', 'Mizoram', 'Tripura', 'Meghalaya'],
  'Arunachal Pradesh': ['Assam', 'Nagaland'],
  Nagaland: ['Assam', 'Arunachal Pradesh', 'Manipur'],
  Manipur: ['Nagaland', 'Assam', 'Mizoram'],
  Mizoram: ['Manipur', 'Assam', 'Tripura'],
  Tripura: ['Assam', 'Mizoram'],
  Meghalaya: ['Assam'],
  'Andaman and Nicobar Islands': [],
  Lakshadweep: [],
}

export function areNeighbouringStates(a: string, b: string): boolean {
  return NEIGHBOURING_STATES[a]?.includes(b) ?? false
}
