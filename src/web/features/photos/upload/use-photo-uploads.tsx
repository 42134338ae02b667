import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { isStandIn } from '@/lib/outbox/stand-ins';
import { keepForLater } from '@/lib/outbox/sync';
import { mergePhotos } from '@/lib/queries/photo-changes';
import { invalidateStops } from '@/lib/queries/stops';
import { invalidateTrip } from '@/lib/queries/trip';
import { useDistanceUnit } from '@/lib/use-distance-unit';
import type { UploadedPhoto } from '../types';
import { MakeStopThere } from './make-stop-there';
import { uploadFailedToast, uploadOutcomeToast } from './upload-outcome';
import { isAbort, uploadPhoto } from './upload-photo';
import { uploadsSummaryToast } from './uploads-summary';

const PARALLEL_UPLOADS = 2;

/** `kept`: there is no network; the photo is kept on the device and sent when it returns. */
export type UploadStatus = 'uploading' | 'completed' | 'error' | 'kept';

export interface UploadItem {
  id: number;
  file: File;
  progress: number;
  status: UploadStatus;
  error: string | null;
  /** What the server did with the photo, once it came. */
  uploaded?: UploadedPhoto;
}

const failureText = (error: unknown) =>
  error instanceof ApiError ? errorMessage(error) : 'Failed to upload photo';

/**
 * Uploads dropped photos two at a time and keeps the list the dialog shows; rejected files join it as errors.
 * Uploads that end together are told in one toast once none is left: one photo as the spec words it, several in
 * a summary.
 */
export function usePhotoUploads(tripId: number, stopId?: number) {
  const queryClient = useQueryClient();
  const unit = useDistanceUnit();
  const [items, setItems] = useState<UploadItem[]>([]);
  const waiting = useRef<UploadItem[]>([]);
  const running = useRef(new Map<number, () => void>());
  const lastId = useRef(0);
  const ended = useRef<{ uploaded: UploadedPhoto[]; failed: string[] }>({ uploaded: [], failed: [] });

  const tellWhenAllEnded = () => {
    if (running.current.size > 0 || waiting.current.length > 0) return;
    const { uploaded, failed } = ended.current;
    ended.current = { uploaded: [], failed: [] };
    const [only] = uploaded;
    if (uploaded.length + failed.length > 1)
      toast(uploadsSummaryToast(uploaded, failed, stopId !== undefined));
    else if (only)
      toast(uploadOutcomeToast(only, stopId !== undefined, unit, <MakeStopThere photo={only} />));
    else if (failed[0]) toast(uploadFailedToast(failed[0]));
  };

  const patch = (id: number, changes: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  const keep = async (item: UploadItem, key?: string) => {
    await keepForLater({
      key,
      method: 'POST',
      url: `/api/trips/${tripId}/photos`,
      body: null,
      form: {
        fields: stopId === undefined ? {} : { stopId: String(stopId) },
        field: 'photo',
        file: item.file,
        fileName: item.file.name,
      },
      tripId,
      stopId,
      label: `Photo: ${item.file.name}`,
    });
    patch(item.id, { status: 'kept', progress: 0 });
  };

  const start = (item: UploadItem) => {
    // A stop still waiting on the device gets its photos after the server has it.
    if (!navigator.onLine || (stopId !== undefined && isStandIn(stopId))) {
      running.current.set(item.id, () => undefined);
      void keep(item)
        .catch(() => patch(item.id, { status: 'error', error: 'The photo could not be kept on this device' }))
        .finally(() => {
          running.current.delete(item.id);
          startWaiting();
        });
      return;
    }
    const key = crypto.randomUUID();
    const upload = uploadPhoto(tripId, item.file, stopId, (progress) => patch(item.id, { progress }), key);
    running.current.set(item.id, upload.abort);
    upload.done
      .then(
        async (photo) => {
          patch(item.id, { status: 'completed', progress: 100, uploaded: photo });
          ended.current.uploaded.push(photo);
          // The reply holds the photo as the list does, beside what the upload did with it.
          const { hasGPS, autoStopCreated, stop, distanceFromStop, ...listed } = photo;
          mergePhotos(queryClient, tripId, [listed]);
          if (autoStopCreated) await invalidateStops(queryClient, tripId);
          else await invalidateTrip(queryClient, tripId);
        },
        async (error: unknown) => {
          if (isAbort(error)) return;
          // The server could not be reached: kept for when it can.
          if (!(error instanceof ApiError)) {
            try {
              return await keep(item, key);
            } catch {
              // kept nowhere: told as a failure
            }
          }
          patch(item.id, { status: 'error', error: failureText(error) });
          ended.current.failed.push(item.file.name);
        },
      )
      .finally(() => {
        running.current.delete(item.id);
        startWaiting();
        tellWhenAllEnded();
      });
  };

  const startWaiting = () => {
    while (running.current.size < PARALLEL_UPLOADS) {
      const next = waiting.current.shift();
      if (!next) return;
      start(next);
    }
  };

  const newItem = (file: File, error: string | null = null): UploadItem => {
    lastId.current += 1;
    return { id: lastId.current, file, progress: 0, status: error ? 'error' : 'uploading', error };
  };

  const add = (accepted: File[], rejected: FileRejection[]) => {
    const queued = accepted.map((file) => newItem(file));
    const refused = rejected.map(({ file, errors }) =>
      newItem(file, errors.map((error) => error.message).join('. ')),
    );
    setItems((current) => [...current, ...queued, ...refused]);
    waiting.current.push(...queued);
    startWaiting();
  };

  const remove = (id: number) => {
    waiting.current = waiting.current.filter((item) => item.id !== id);
    running.current.get(id)?.();
    setItems((current) => current.filter((item) => item.id !== id));
  };

  const clearCompleted = () => setItems((current) => current.filter((item) => item.status !== 'completed'));

  return { items, add, remove, clearCompleted };
}
