import { errorMessageOf } from '../api/readClient';

export function LoadingMessage({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status-message" role="status">
      {label}
    </p>
  );
}

export function ErrorMessage({ error }: { error: unknown }) {
  return (
    <p className="status-message status-message--error" role="alert">
      {errorMessageOf(error)}
    </p>
  );
}
