import { useId } from 'react'
import { Building2, ChevronDown } from 'lucide-react'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../components/ui/field-styles'
import type { BuyerGstinState } from '../hooks/use-buyer-gstin'

export const GSTIN_DISCLOSURE_LABEL = 'Buying for a business? Add your GSTIN'
export const GSTIN_FIELD_LABEL = 'GSTIN (for business purchases)'
/** 15 characters; a little room for the spaces people paste with it, which are dropped. */
const GSTIN_INPUT_MAX_LENGTH = 20

/** "Buying for a business?": opens an optional GSTIN field for the tax invoice. */
export function BuyerGstinField({ gstin, disabled = false }: { gstin: BuyerGstinState; disabled?: boolean }) {
  const id = useId()
  const inputId = `${id}-gstin`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const panelId = `${id}-panel`
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={gstin.isOpen}
        aria-controls={panelId}
        onClick={gstin.toggle}
        className="flex w-full items-center gap-2 rounded-md py-1 text-left text-sm font-medium text-slate-200 hover:text-white"
      >
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
        <span className="flex-1">{GSTIN_DISCLOSURE_LABEL}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${gstin.isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!gstin.isOpen}>
        <label htmlFor={inputId} className={labelClassName}>
          {GSTIN_FIELD_LABEL}
        </label>
        <input
          ref={gstin.inputRef}
          id={inputId}
          name="buyerGstin"
          value={gstin.value}
          onChange={(event) => gstin.change(event.target.value)}
          onBlur={gstin.blur}
          disabled={disabled}
          maxLength={GSTIN_INPUT_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="22AAAAA0000A1Z5"
          aria-invalid={gstin.error ? true : undefined}
          aria-describedby={gstin.error ? `${errorId} ${hintId}` : hintId}
          className={`${inputClassName} font-mono uppercase tracking-wide`}
        />
        <p id={hintId} className="mt-1.5 text-xs text-slate-400">
          Optional. It is printed on your tax invoice.
        </p>
        {gstin.error && (
          <p id={errorId} className={fieldErrorClassName}>
            {gstin.error}
          </p>
        )}
      </div>
    </div>
  )
}
