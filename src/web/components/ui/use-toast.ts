import { type ReactElement, useEffect, useState } from 'react';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ReactElement;
}

export interface ToastMessage extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastMessage[] = [];
const listeners = new Set<(next: ToastMessage[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export function dismissToast(id?: string): void {
  publish(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

/** Shows a toast from anywhere; a new toast replaces the one on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastMessage[] {
  const [current, setCurrent] = useState(toasts);
  useEffect(() => {
    listeners.add(setCurrent);
    setCurrent(toasts);
    return () => {
      listeners.delete(setCurrent);
    };
  }, []);
  return current;
}
