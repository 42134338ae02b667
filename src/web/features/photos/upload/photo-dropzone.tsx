import { ImageUp } from 'lucide-react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { cn } from '@/lib/cn';

const ACCEPTED_TYPES = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

interface PhotoDropzoneProps {
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
}

/** Takes photos dropped on it or picked from a file dialog; wrong types and sizes come back as rejections. */
export function PhotoDropzone({ onDrop }: PhotoDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: MAX_PHOTO_BYTES,
    multiple: true,
    onDrop,
  });
  return (
    <div
      {...getRootProps({
        role: 'button',
        className: cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-accent/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isDragActive ? 'border-primary bg-accent' : 'border-input',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Choose photos to upload' })} />
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <ImageUp className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">
        {isDragActive ? 'Drop the photos here...' : 'Drag & drop photos here, or click to select'}
      </p>
      <p className="text-sm text-muted-foreground">Supports JPEG, PNG, GIF, WebP (max 10MB each)</p>
      <p className="text-sm font-medium text-primary">
        Photos with GPS data will automatically create stops!
      </p>
    </div>
  );
}
