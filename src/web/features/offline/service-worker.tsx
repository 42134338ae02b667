import { Workbox } from 'workbox-window';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';

/**
 * Registers the service worker that keeps the app and the trips seen for use without a network. A new version
 * found meanwhile waits for the next start, as the browser has it, so that no page runs half old and half new;
 * the traveller is told, and may take it now, which reloads the page into it.
 */
export function registerServiceWorker(): void {
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () => {
    toast({
      title: 'A new version of Roadbook is ready',
      description: 'It opens the next time you start the app.',
      action: (
        <ToastAction
          altText="Update Roadbook now"
          onClick={() => {
            worker.addEventListener('controlling', () => window.location.reload());
            worker.messageSkipWaiting();
          }}
        >
          Update now
        </ToastAction>
      ),
    });
  });
  worker
    .register()
    // What the device saves for the road should not be cleared to make room: the browser decides, asked once.
    .then(() => navigator.storage?.persist?.())
    .catch((error) => console.warn('The service worker could not be registered', error));
}
