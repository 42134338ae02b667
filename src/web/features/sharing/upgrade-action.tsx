import { Toast as ToastPrimitive } from 'radix-ui';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The toast button that takes a person to the plans, for features their plan lacks. */
export const upgradeAction = () => (
  <ToastPrimitive.Action altText="Upgrade your plan on the Subscribe page" asChild>
    <Link
      href="/subscribe"
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'self-center border-current bg-transparent text-current hover:bg-white/15 hover:text-current',
      )}
    >
      Upgrade
    </Link>
  </ToastPrimitive.Action>
);
