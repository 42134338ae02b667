import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The toasts, whose code loads with the first one: most visits show none, and the first page loads faster. */
export function ToastHost() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
