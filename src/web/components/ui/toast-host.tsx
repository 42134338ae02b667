import { lazyPart } from '@/lib/lazy-part';
import { useEverTrue } from '@/lib/use-ever-true';
import { useToasts } from './use-toast';

const Toaster = lazyPart(() => import('./toaster').then((module) => module.Toaster));

/** The toasts, whose code loads with the first one: most visits show none, and the first page loads faster. */
export function ToastHost() {
  const toasts = useToasts();
  return useEverTrue(toasts.length > 0) ? <Toaster /> : null;
}
