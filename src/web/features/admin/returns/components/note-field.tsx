import { useId, type ComponentProps } from 'react'
import { MAX_RETURN_ADMIN_NOTE_LENGTH } from '@common/schemas/returns'
import { fieldErrorId } from '../../../../components/ui/field-frame'
import { TextareaField } from '../../shared/components/textarea-field'
import { NOTE_HINT } from '../returns-texts'

type NoteFieldProps = Omit<ComponentProps<typeof TextareaField>, 'label'>

/** The admin's note with a decision or a receipt: optional, and read by the shopper, which the hint says. */
export function NoteField({ error, ...props }: NoteFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div>
      <TextareaField
        id={id}
        label="Note to the shopper (optional)"
        rows={3}
        maxLength={MAX_RETURN_ADMIN_NOTE_LENGTH}
        className="[&_textarea]:min-h-24"
        error={error}
        {...props}
        aria-describedby={error ? `${fieldErrorId(id)} ${hintId}` : hintId}
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        {NOTE_HINT}
      </p>
    </div>
  )
}
