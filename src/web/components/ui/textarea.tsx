import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';
import { errorProps, Field, requiredProps } from './text-field';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-muted aria-invalid:border-destructive aria-invalid:ring-2 aria-invalid:ring-destructive/40 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextareaField({ label, error, id, required, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <Field id={textareaId} label={label} error={error} required={required}>
      <Textarea id={textareaId} {...errorProps(textareaId, error)} {...requiredProps(required)} {...props} />
    </Field>
  );
}
