import './cardActions.css';

interface CardActionsProps {
  /** Names the card for assistive technology: "Edit card 2". */
  label: string;
  onEdit(): void;
  onRemove?(): void;
}

/** Edit mode controls of one card or banner. */
export function CardActions({ label, onEdit, onRemove }: CardActionsProps) {
  return (
    <div className="card-actions">
      <button type="button" aria-label={`Edit ${label}`} onClick={onEdit}>
        Edit
      </button>
      {onRemove && (
        <button type="button" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </button>
      )}
    </div>
  );
}
