import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** Marks the label; the control itself carries `aria-required` (`requiredProps`). */
  required?: boolean;
  children: ReactNode;
}

/** A label, the control it names, and the control's validation message. */
export function Field({ id, label, error, required, children }: FieldProps) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The asterisk of a required field; screen readers hear "required" from the control instead. */
function RequiredMark() {
  return (
    <span className="ml-0.5 text-destructive" aria-hidden="true">
      *
    </span>
  );
}

/** Said once above a form whose required fields wear the asterisk. */
export function RequiredFieldsNote() {
  return (
    <p className="text-xs text-muted-foreground" aria-hidden="true">
      <span className="text-destructive">*</span> Required
    </p>
  );
}

export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A required control tells assistive technology so; the form checks it (forms here are `noValidate`). */
export const requiredProps = (required: boolean | undefined) => (required ? { 'aria-required': true } : {});

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string };

export function TextField({ label, error, id, required, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field id={inputId} label={label} error={error} required={required}>
      <Input id={inputId} {...errorProps(inputId, error)} {...requiredProps(required)} {...props} />
    </Field>
  );
}
