import { CloudOff } from 'lucide-react';
import { editorMessages } from '../../i18n/editor';
import { useMessages } from '../../i18n/useMessages';
import { useLocale } from '../../routes/useLocale';
import { initialsOf } from '../../share/initials';
import type { Colleague, LineState } from './liveSession';

/** The bar's part of a live session: who else is here (their avatars in their caret colours), and a line that is down. */
export function LiveBar({ others, line }: { others: Colleague[]; line: LineState }) {
  const locale = useLocale();
  const t = useMessages(editorMessages, locale);
  const names = new Intl.ListFormat(locale === 'hk' ? 'zh-HK' : 'en', { type: 'conjunction' }).format(others.map((other) => other.name));
  return (
    <>
      {others.length > 0 && (
        <span className="live-people" role="status" aria-label={t('live.here', { names })}>
          {others.map((other) => (
            <span key={other.id} className="live-avatar" style={{ backgroundColor: other.color }} title={other.name} aria-hidden="true">
              {initialsOf({ name: other.name })}
            </span>
          ))}
        </span>
      )}
      {line === 'offline' && (
        <span className="live-offline" role="status">
          <CloudOff aria-hidden="true" size={16} /> {t('live.offline')}
        </span>
      )}
    </>
  );
}
