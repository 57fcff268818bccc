import { LoaderCircle, Save } from 'lucide-react'
import { Button } from '../../../../components/ui/button'

/** A section's submit button: its own name, so two Save buttons on one tab are told apart. */
export function SaveButton({ label, isSaving }: { label: string; isSaving: boolean }) {
  return (
    <Button type="submit" disabled={isSaving}>
      {isSaving ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Save aria-hidden="true" className="size-4" />
      )}
      {isSaving ? 'Saving...' : label}
    </Button>
  )
}
