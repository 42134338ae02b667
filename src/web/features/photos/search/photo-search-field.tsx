import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PlanGatedButton } from '@/components/ui/plan-gate';
import { cn } from '@/lib/cn';
import { usePlanFeature } from '@/lib/use-plan-feature';

interface PhotoSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What the field is named for screen readers and shows when empty. */
  label: string;
  className?: string;
}

/**
 * The box photos are searched from ("dog", "sunset", "Moab", "june 2025"). Without a plan that has search, the
 * same place offers the upgrade instead.
 */
export function PhotoSearchField({ value, onChange, label, className }: PhotoSearchFieldProps) {
  const plan = usePlanFeature('photoSearch');
  if (!plan.allowed) {
    return (
      <PlanGatedButton plan={plan} variant="outline" size="sm" className={className}>
        <Search aria-hidden="true" />
        {label}
      </PlanGatedButton>
    );
  }
  return (
    <search className={cn('relative block', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onChange('')}
        placeholder={`${label}: dog, sunset, june 2025…`}
        aria-label={label}
        maxLength={200}
        className="h-9 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value !== '' && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Clear search"
          className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
          onClick={() => onChange('')}
        >
          <X aria-hidden="true" />
        </Button>
      )}
    </search>
  );
}
