import { ArrowLeft } from 'lucide-react'
import { Button } from '../../../components/ui/button'

export function BackButton({
  label,
  onClick,
}: {
  label: 'Back to Cart' | 'Back to Address'
  onClick: () => void
}) {
  return (
    <Button variant="ghost" onClick={onClick} className="-ml-2 self-start">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}
