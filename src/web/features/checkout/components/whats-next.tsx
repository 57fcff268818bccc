import { Mail, PackageCheck, Truck, type LucideIcon } from 'lucide-react'

const NEXT_STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Order Confirmation',
    text: "You'll receive an email with your order details and receipt.",
    icon: Mail,
  },
  {
    title: 'Order Processing',
    text: "We're carefully packing your collectibles for shipment.",
    icon: PackageCheck,
  },
  {
    title: 'On Its Way',
    text: "We'll notify you with tracking details as soon as your order ships.",
    icon: Truck,
  },
]

export function WhatsNext() {
  return (
    <section aria-labelledby="whats-next-heading" className="mt-8 border-t border-white/10 pt-7 text-left">
      <h2 id="whats-next-heading" className="text-lg font-bold text-white">
        What's Next
      </h2>
      <ol className="mt-5 space-y-5">
        {NEXT_STEPS.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-night-800 text-accent-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-white">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-0.5 text-sm text-slate-400">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
