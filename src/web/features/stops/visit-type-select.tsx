import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { visitTypeLabel } from '@/lib/format';

type VisitTypeSelectProps = ComponentProps<'select'> & { types: readonly string[] };

export function VisitTypeSelect({ types, ...props }: VisitTypeSelectProps) {
  return (
    <NativeSelect {...props}>
      {types.map((type) => (
        <option key={type} value={type}>
          {visitTypeLabel(type)}
        </option>
      ))}
    </NativeSelect>
  );
}
