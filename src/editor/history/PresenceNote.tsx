import { Users } from 'lucide-react';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { useLocale } from '../../routes/useLocale';
import { usePresence } from '../../store/revisions';

/** "Ana Lee also has this page open", in the editor's bar, while someone else does. */
export function PresenceNote({ pageId, onVersion }: { pageId: number; onVersion?(version: number): void }) {
  // Hooks first, the messages last: on /hk they may suspend until the zh-HK texts arrive, and React replays this
  // component then; a hook after a suspending use() would be out of order on the replay.
  const others = usePresence(pageId, onVersion);
  const locale = useLocale();
  const t = useMessages(historyMessages, locale);
  if (!others.length) return null;
  const names = others.map((other) => other.name || other.uid);
  const text =
    names.length === 1
      ? t('presence.one', { name: names[0] })
      : t('presence.many', { names: new Intl.ListFormat(locale === 'hk' ? 'zh-HK' : 'en', { type: 'conjunction' }).format(names) });
  return (
    <span className="presence-note" role="status">
      <Users aria-hidden="true" size={16} /> {text}
    </span>
  );
}
