import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label, the control it names, and the control's validation message. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string };

export function TextField({ label, error, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error}>
      <Input id={inputId} {...errorProps(inputId, error)} {...props} />
    </Field>
  );
}
