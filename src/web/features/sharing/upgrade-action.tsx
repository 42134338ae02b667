import { Link } from 'wouter';
import { ToastAction } from '../../components/ui/toast';

/** The toast button that takes a person to the plans, for features their plan lacks. */
export const upgradeAction = () => (
  <ToastAction altText="Upgrade your plan at /subscribe" asChild>
    <Link href="/subscribe">Upgrade</Link>
  </ToastAction>
);
