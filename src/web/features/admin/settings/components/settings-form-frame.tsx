import type { FormEventHandler, ReactNode } from 'react'
import { LoaderCircle, Save } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'

/**
 * A settings form around its fields (`useSettingsForm`'s `frame`): named for the section, what went wrong with a
 * save, and a Save button of its own name, so that the tab's Save buttons are told apart.
 */
export function SettingsFormFrame({
  label,
  saveLabel,
  onSubmit,
  isSaving,
  saveError,
  children,
}: {
  label: string
  saveLabel: string
  onSubmit: FormEventHandler<HTMLFormElement>
  isSaving: boolean
  saveError: string | null
  children: ReactNode
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} aria-busy={isSaving} className="space-y-5">
      {children}
      {saveError && <FormAlert message={saveError} />}
      <div className="flex justify-end border-t border-white/10 pt-4">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {isSaving ? 'Saving...' : saveLabel}
        </Button>
      </div>
    </form>
  )
}
