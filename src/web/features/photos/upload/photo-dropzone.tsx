import { ImageUp } from 'lucide-react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { DropArea } from '@/components/ui/drop-area';
import { useAppConfig } from '@/lib/queries/config';

const ACCEPTED_TYPES = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
/** The server's default, until its configuration has been read. */
const DEFAULT_MAX_PHOTO_MB = 10;

interface PhotoDropzoneProps {
  onDrop: (accepted: File[], rejected: FileRejection[]) => void;
}

/** Takes photos dropped on it or picked from a file dialog; wrong types and sizes come back as rejections. */
export function PhotoDropzone({ onDrop }: PhotoDropzoneProps) {
  const maxMb = useAppConfig().data?.maxPhotoSizeMb ?? DEFAULT_MAX_PHOTO_MB;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPTED_TYPES,
    maxSize: maxMb * 1024 * 1024,
    multiple: true,
    onDrop,
  });
  // The file input sits beside the drop area, not in it: a button may hold nothing else one can operate.
  return (
    <>
      <input {...getInputProps({ 'aria-label': 'Choose photos to upload' })} />
      <DropArea rootProps={getRootProps} active={isDragActive} icon={ImageUp}>
        <p className="font-medium">
          {isDragActive ? 'Drop the photos here...' : 'Drag & drop photos here, or click to select'}
        </p>
        <p className="text-sm text-muted-foreground">Supports JPEG, PNG, GIF, WebP (max {maxMb}MB each)</p>
        <p className="text-sm font-medium text-primary">
          Photos with GPS data will automatically create stops!
        </p>
      </DropArea>
    </>
  );
}
