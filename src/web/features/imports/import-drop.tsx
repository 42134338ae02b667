import { FolderOpen, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { DropArea } from '@/components/ui/drop-area';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api';
import { countOf, formatFileSize } from '@/lib/format';
import { isAbort } from '@/lib/send-form';
import { sendImportFiles } from './imports-api';

const SHOWN_FILES = 6;

/** Files, ZIPs or a whole folder, dropped or chosen, then sent to be read: the import's first step. */
export function ImportDrop({ onSent }: { onSent: (id: string) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<() => void>(() => undefined);
  const folderInput = useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: true,
    onDrop: (accepted) => {
      setFiles(accepted);
      setError(null);
    },
  });
  const sending = progress !== null;
  const total = files.reduce((sum, file) => sum + file.size, 0);

  const send = async () => {
    setProgress(0);
    setError(null);
    const sent = sendImportFiles(files, setProgress);
    abort.current = sent.abort;
    try {
      onSent((await sent.done).id);
    } catch (failure) {
      if (!isAbort(failure)) setError(errorMessage(failure));
      setProgress(null);
    }
  };

  return (
    <div className="grid gap-4">
      <input {...getInputProps({ 'aria-label': 'Choose files to import' })} />
      <input
        ref={folderInput}
        type="file"
        className="sr-only"
        aria-label="Choose a folder to import"
        tabIndex={-1}
        // A Polarsteps export unpacked: the folder's files keep their paths.
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(event) => {
          setFiles(Array.from(event.target.files ?? []));
          setError(null);
        }}
      />
      <DropArea rootProps={getRootProps} active={isDragActive} icon={Upload} className="py-10">
        <p className="font-medium">
          {isDragActive ? 'Drop them here…' : 'Drop files, a ZIP or a folder here, or click to choose files'}
        </p>
        <p className="text-sm text-muted-foreground">
          Polarsteps export · Google Takeout or Timeline · GPX · TCX · KML/KMZ · GeoJSON
        </p>
      </DropArea>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => folderInput.current?.click()}
          disabled={sending}
        >
          <FolderOpen aria-hidden="true" />
          Choose a folder
        </Button>
        {files.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {countOf(files.length, 'file')}, {formatFileSize(total)}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Files to import">
          {files.slice(0, SHOWN_FILES).map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex justify-between gap-4">
              <span className="truncate">{file.webkitRelativePath || file.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size)}</span>
            </li>
          ))}
          {files.length > SHOWN_FILES && (
            <li className="text-muted-foreground">and {countOf(files.length - SHOWN_FILES, 'more file')}</li>
          )}
        </ul>
      )}
      {sending && <ProgressBar label="Sending the files" text={`Sending… ${progress}%`} percent={progress} />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={send} disabled={files.length === 0 || sending}>
          Read the files
        </Button>
        {sending && (
          <Button type="button" variant="outline" onClick={() => abort.current()}>
            Stop sending
          </Button>
        )}
      </div>
    </div>
  );
}
