import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

interface UserAvatarProps {
  initials: string;
  imageUrl?: string | null;
  className?: string;
}

export function UserAvatar({ initials, imageUrl, className }: UserAvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full select-none', className)}
    >
      {imageUrl && <AvatarPrimitive.Image src={imageUrl} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={imageUrl ? 600 : 0}
        className="flex size-full items-center justify-center bg-linear-to-br from-teal-700 to-emerald-700 font-semibold text-white"
      >
        {initials}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
