import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'
import { isApiError } from '../../../../api/api-error'

/**
 * A settings form's load, edit and save: the inputs start from the saved settings and, once a save succeeds, show
 * what the server kept (it may tidy what it was sent); the outcome is a toast. A refusal is also shown in the form:
 * a refused input (400) under the field the server named when it is one of `fields` (any refused input, for a form
 * of one field), what no field explains above the Save button (`frame.saveError`).
 */
export function useSettingsForm<Values extends FieldValues, Input, Saved>(options: {
  saved: Saved
  toFormValues: (saved: Saved) => Values
  resolver: Resolver<Values, unknown, Input>
  save: (input: Input) => Promise<Saved>
  messages: { saved: string; failed: string }
  fields?: readonly Path<Values>[]
}) {
  const { toFormValues, save, messages, fields = [] } = options
  const form = useForm<Values, unknown, Input>({
    resolver: options.resolver,
    defaultValues: toFormValues(options.saved) as DefaultValues<Values>,
  })
  const [saveError, setSaveError] = useState<string | null>(null)

  const refusedField = (named: string | undefined): Path<Values> | undefined =>
    fields.length === 1 ? fields[0] : fields.find((field) => field === named)

  const onSubmit = form.handleSubmit(async (input) => {
    setSaveError(null)
    try {
      form.reset(toFormValues(await save(input)))
      toast.success(messages.saved)
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || messages.failed
      const field = isApiError(error) && error.status === 400 ? refusedField(error.serverField) : undefined
      if (field) form.setError(field, { message }, { shouldFocus: true })
      else setSaveError(message)
      toast.error(message)
    }
  })

  return { form, frame: { onSubmit, isSaving: form.formState.isSubmitting, saveError } }
}
