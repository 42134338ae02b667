import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { errorProps, Field } from '@/components/ui/text-field';
import { Tooltip } from '@/components/ui/tooltip';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string };

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} error={error}>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className="pr-11"
          {...errorProps(inputId, error)}
          {...props}
        />
        <Tooltip label={visible ? 'Hide password' : 'Show password'}>
          <button
            type="button"
            onClick={() => setVisible((current) => !current)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </button>
        </Tooltip>
      </div>
    </Field>
  );
}
