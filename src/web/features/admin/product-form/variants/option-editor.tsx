import { useId, useState, type KeyboardEvent } from 'react'
import { Trash2, X } from 'lucide-react'
import { MAX_OPTION_TEXT_LENGTH } from '@common/variants'
import { TextField } from '../../../../components/ui/text-field'
import { adminIconButtonClassName } from '../../shared/components/admin-styles'
import { splitOptionValues } from './variant-grid-values'

export interface OptionDraft {
  /** Stable while the option lives, for React. */
  key: string
  name: string
  values: string[]
}

/**
 * One option: its name and its values as chips. Values are typed one at a time or comma-separated ("Standard,
 * Deluxe"); Enter, a comma or leaving the field adds them, and each chip has its own remove button.
 */
export function OptionEditor({
  option,
  position,
  isDisabled,
  onChange,
  onRemove,
}: {
  option: OptionDraft
  position: number
  isDisabled: boolean
  onChange: (option: OptionDraft) => void
  onRemove: () => void
}) {
  const hintId = useId()
  const [typed, setTyped] = useState('')
  const shownName = option.name.trim() || `option ${position}`

  const addTyped = (text: string) => {
    const values = splitOptionValues(text, option.values)
    if (values.length > 0) onChange({ ...option, values: [...option.values, ...values] })
    setTyped('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return
    // Enter adds the value here rather than sending the product form around the section.
    event.preventDefault()
    addTyped(typed)
  }

  return (
    <fieldset className="min-w-0 rounded-xl border border-white/10 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-200">Option {position}</legend>
      <div className="flex items-end gap-2">
        <TextField
          label={`Option ${position} name`}
          placeholder="Edition, Size, Colour…"
          autoComplete="off"
          maxLength={MAX_OPTION_TEXT_LENGTH}
          value={option.name}
          disabled={isDisabled}
          onChange={(event) => onChange({ ...option, name: event.target.value })}
          className="min-w-0 flex-1"
        />
        <button
          type="button"
          onClick={onRemove}
          disabled={isDisabled}
          aria-label={`Remove option ${shownName}`}
          className={`${adminIconButtonClassName} shrink-0 hover:text-rose-300`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {option.values.length > 0 && (
        <ul aria-label={`Values of ${shownName}`} className="mt-3 flex flex-wrap gap-2">
          {option.values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-accent-400/15 py-0.5 pr-0.5 pl-3 text-sm text-accent-100"
            >
              {value}
              <button
                type="button"
                disabled={isDisabled}
                onClick={() =>
                  onChange({ ...option, values: option.values.filter((kept) => kept !== value) })
                }
                aria-label={`Remove ${value} from ${shownName}`}
                className="inline-flex size-8 items-center justify-center rounded-full text-accent-100 hover:bg-white/10"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        label={`Add values to ${shownName}`}
        placeholder={position === 1 ? 'Standard, Deluxe' : undefined}
        autoComplete="off"
        value={typed}
        disabled={isDisabled}
        aria-describedby={hintId}
        onChange={(event) => {
          // A pasted "Standard, Deluxe, " adds what precedes the last comma at once.
          const text = event.target.value
          const lastComma = text.lastIndexOf(',')
          if (lastComma < 0) return setTyped(text)
          addTyped(text.slice(0, lastComma))
          setTyped(text.slice(lastComma + 1).trimStart())
        }}
        onKeyDown={onKeyDown}
        onBlur={() => addTyped(typed)}
        className="mt-3"
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-400">
        Separate values with commas, or press Enter after each.
      </p>
    </fieldset>
  )
}
