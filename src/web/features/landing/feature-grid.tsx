import { Badge } from '@/components/ui/badge';
import { PRODUCT_FEATURES } from './features';

export function FeatureGrid() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {PRODUCT_FEATURES.map(({ icon: Icon, title, description, plan }) => (
        <li
          key={title}
          className="rounded-2xl border bg-card p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
        >
          <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-teal-600 to-emerald-500 text-white shadow-sm">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="flex items-center gap-2 text-base font-semibold">
            {title}
            {plan && <Badge variant="info">{plan}</Badge>}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
