import './uploadProgress.css';

interface UploadProgressProps {
  /** From 0 to 1, or null before the first progress is known. */
  progress: number | null;
  label: string;
}

/** Spec issue 5: uploads show a progress bar. */
export function UploadProgress({ progress, label }: UploadProgressProps) {
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div
      className="upload-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      data-indeterminate={percent === null || undefined}
    >
      <span className="upload-progress__bar" style={{ width: `${percent ?? 30}%` }} />
    </div>
  );
}
