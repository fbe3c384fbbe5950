import { blocksMessages } from '../i18n/blocks';
import './cardActions.css';
import { useMessages } from '../i18n/useMessages';

interface CardActionsProps {
  /** Names the card for assistive technology, in the route's locale: "card 2" gives "Edit card 2". */
  label: string;
  onEdit(): void;
  onRemove?(): void;
}

/** Edit mode controls of one card or banner. */
export function CardActions({ label, onEdit, onRemove }: CardActionsProps) {
  const t = useMessages(blocksMessages);
  return (
    <div className="card-actions">
      <button type="button" aria-label={t('cardActions.editNamed', { name: label })} onClick={onEdit}>
        {t('cardActions.edit')}
      </button>
      {onRemove && (
        <button type="button" aria-label={t('cardActions.removeNamed', { name: label })} onClick={onRemove}>
          {t('cardActions.remove')}
        </button>
      )}
    </div>
  );
}
