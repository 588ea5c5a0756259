import { useId, useRef, useState, type DragEvent } from 'react';

/**
 * A drop zone with a browse button (spec: Quiz and Flashcards pages). `accepts` decides which
 * files are taken; others are ignored silently, as the spec's quiz page does with non-PDFs.
 */
export function FileDropZone({
  label,
  hint,
  accept,
  accepts,
  file,
  onFile,
}: {
  label: string;
  hint: string;
  accept?: string;
  accepts: (file: File) => boolean;
  file: File | null;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (picked: File | undefined) => {
    if (picked && accepts(picked)) onFile(picked);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  return (
    <div
      className={`drop-zone rounded-3 p-4 text-center mb-3 ${over ? 'drop-zone-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={id} className="form-label fw-semibold d-block">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        onChange={(e) => take(e.target.files?.[0])}
      />
      <p className="mb-2">{file ? file.name : 'Drag and drop a file here, or'}</p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => input.current?.click()}
      >
        Browse
      </button>
      <p className="form-text mb-0 mt-2">{hint}</p>
    </div>
  );
}
