import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A plan's feature list with check marks. */
export function FeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('grid gap-1.5 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
