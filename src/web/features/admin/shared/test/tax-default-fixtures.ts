import type { CategoryTaxDefaultsResponse } from '@common/schemas/tax'

/** The shop's built-in defaults, as the contract of issue 18 gives them. */
export function builtInTaxDefaults(): CategoryTaxDefaultsResponse['defaults'] {
  return [
    { category: 'figures', hsnCode: '9503', gstRate: 5 },
    { category: 'keychains', hsnCode: '3926', gstRate: 18 },
    { category: 'qposket', hsnCode: '9503', gstRate: 5 },
    { category: 'clothing', hsnCode: '6109', gstRate: 5 },
    { category: 'accessories', hsnCode: '4202', gstRate: 18 },
    { category: 'other', hsnCode: '9503', gstRate: 5 },
  ]
}
