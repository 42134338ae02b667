import { toast } from '@/components/ui/use-toast';

const BUILD_KEY = 'roadbook:build';

/**
 * Says so when the app that starts is another version than the one this browser ran last: the name of the
 * built entry file changes with every change to the app's code.
 */
export function sayWhenUpdated(build: string): void {
  let last: string | null;
  try {
    last = localStorage.getItem(BUILD_KEY);
    localStorage.setItem(BUILD_KEY, build);
  } catch {
    return;
  }
  if (last !== null && last !== build) {
    toast({ title: 'Roadbook was updated', description: 'You are using its newest version.' });
  }
}
