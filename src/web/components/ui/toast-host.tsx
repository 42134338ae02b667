import { useState } from 'react';
import { lazyPart } from '@/lib/lazy-part';
import { useToasts } from './use-toast';

const Toaster = lazyPart(() => import('./toaster').then((module) => module.Toaster));

/** The toasts, whose code loads with the first one: most visits show none, and the first page loads faster. */
export function ToastHost() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  return wanted ? <Toaster /> : null;
}
