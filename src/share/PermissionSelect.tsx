import { memoMessages } from '../i18n/memo';
import { useMessages } from '../i18n/useMessages';
import type { InvitedAs } from '../store/share';

interface PermissionSelectProps {
  value: InvitedAs;
  onChange: (permission: InvitedAs) => void;
  /** The select's own name, when it has no label around it (a row of "People with access"). */
  label?: string;
  disabled?: boolean;
  /** A site page's invitations make Commenters only (issue 35): the permission is shown, not chosen. */
  commenterOnly?: boolean;
}

/** Viewer or Commenter (issue 35): what an invitee may do with the memo. */
export function PermissionSelect({ value, onChange, label, disabled, commenterOnly }: PermissionSelectProps) {
  const t = useMessages(memoMessages);
  if (commenterOnly) return <span className="share-permission share-permission--fixed">{t('share.commenter')}</span>;
  return (
    <select
      className="share-permission"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === 'commenter' ? 'commenter' : 'viewer')}
    >
      <option value="viewer">{t('share.viewer')}</option>
      <option value="commenter">{t('share.commenter')}</option>
    </select>
  );
}
