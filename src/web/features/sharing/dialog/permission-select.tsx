import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PlanBadge, UpgradePrompt } from '@/components/ui/plan-gate';
import type { ShareType } from '../types';

interface PermissionSelectProps {
  id: string;
  label: string;
  value: ShareType;
  onChange: (value: ShareType) => void;
  /** Whether the owner's plan lets others edit (collaboration); choosing edit without it opens the plan prompt. */
  allowed: { allowed: boolean; planName: string; label: string };
  disabled?: boolean;
  /** In a list row: the label is for screen readers only and the options are short. */
  compact?: boolean;
}

/** View or edit: what the person shared with may do with the trip. */
export function PermissionSelect(props: PermissionSelectProps) {
  const { id, label, value, onChange, allowed, disabled, compact } = props;
  const [prompt, setPrompt] = useState(false);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className={compact ? 'sr-only' : 'flex items-center gap-2'}>
        {label}
        {!allowed.allowed && !compact && <PlanBadge planName={allowed.planName} />}
      </Label>
      <NativeSelect
        id={id}
        className={compact ? 'h-9 w-32' : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as ShareType;
          if (next === 'edit' && !allowed.allowed) setPrompt(true);
          else onChange(next);
        }}
      >
        <option value="view">{compact ? 'Can view' : 'View the trip'}</option>
        <option value="edit">{compact ? 'Can edit' : 'Edit the trip with you'}</option>
      </NativeSelect>
      <UpgradePrompt
        open={prompt}
        onOpenChange={setPrompt}
        planName={allowed.planName}
        label={allowed.label}
      />
    </div>
  );
}
