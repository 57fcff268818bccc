import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { adminIconButtonClassName } from '../shared/components/admin-styles'
import type { ProductFormValues } from './product-form-values'

/** The two row lists of a product: features (name and value) and details (title and content). */
const ROW_KINDS = {
  features: {
    singular: 'feature',
    addLabel: 'Add Feature',
    keys: ['name', 'value'],
    labels: ['Name', 'Value'],
    placeholders: ['e.g. Material', 'e.g. PVC'],
    empty: { name: '', value: '' },
  },
  details: {
    singular: 'detail',
    addLabel: 'Add Detail',
    keys: ['title', 'content'],
    labels: ['Title', 'Content'],
    placeholders: ['e.g. Height', 'e.g. 18 cm'],
    empty: { title: '', content: '' },
  },
} as const

interface ProductRowsFieldProps {
  kind: keyof typeof ROW_KINDS
  control: Control<ProductFormValues, unknown, unknown>
  register: UseFormRegister<ProductFormValues>
  isDisabled: boolean
}

/** Rows to add and remove; one always stays, and a row with an empty side is not saved. */
export function ProductRowsField({ kind, control, register, isDisabled }: ProductRowsFieldProps) {
  const config = ROW_KINDS[kind]
  const { fields, append, remove } = useFieldArray({ control, name: kind })
  const isLastRow = fields.length <= 1

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-400">Rows with an empty side are left out when you save.</p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowName = `${config.singular[0]!.toUpperCase()}${config.singular.slice(1)} ${index + 1}`
          return (
            <li key={field.id}>
              <fieldset className="flex items-end gap-2 rounded-xl border border-white/10 p-3">
                <legend className="sr-only">{rowName}</legend>
                <div className="grid grid-cols-1 min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  {config.keys.map((key, keyIndex) => (
                    <TextField
                      key={key}
                      label={config.labels[keyIndex]!}
                      placeholder={config.placeholders[keyIndex]}
                      disabled={isDisabled}
                      {...register(`${kind}.${index}.${key}` as `features.${number}.name`)}
                    />
                  ))}
                </div>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={isDisabled || isLastRow}
                  aria-label={`Remove ${config.singular} ${index + 1}`}
                  className={`${adminIconButtonClassName} shrink-0 hover:text-rose-300`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button
        variant="ghost"
        onClick={() => append({ ...config.empty } as never)}
        disabled={isDisabled}
        className="ring-1 ring-inset ring-white/15"
      >
        <Plus aria-hidden="true" className="size-4" />
        {config.addLabel}
      </Button>
    </div>
  )
}
