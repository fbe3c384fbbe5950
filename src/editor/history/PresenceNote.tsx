import { useEffect, useRef, useState } from 'react';
import { Users } from 'lucide-react';
import { beatPresence, leavePresence, type Colleague } from '../../api/revisions';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { useLocale } from '../../routes/useLocale';

/**
 * The editor says it has the page open, every heartbeat the server asks for, and hears who else has and the page's
 * version (`onVersion`, so someone else's save is taken in within seconds).
 */
export function usePresence(pageId: number, onVersion?: (version: number) => void): Colleague[] {
  const [others, setOthers] = useState<Colleague[]>([]);
  const versionHandler = useRef(onVersion);
  versionHandler.current = onVersion;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const beat = async () => {
      let seconds = 20;
      try {
        const answer = await beatPresence(pageId);
        if (stopped) return;
        setOthers(answer.others);
        seconds = answer.heartbeatSeconds;
        versionHandler.current?.(answer.version);
      } catch {
        // Offline or signed out: say nothing about others, and try again at the next beat.
        if (!stopped) setOthers([]);
      }
      if (!stopped) timer = setTimeout(() => void beat(), seconds * 1000);
    };
    void beat();
    const leave = () => leavePresence(pageId);
    window.addEventListener('pagehide', leave);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pageId]);
  return others;
}

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
    names.length === 1 ? t('presence.one', { name: names[0] }) : t('presence.many', { names: new Intl.ListFormat(locale === 'hk' ? 'zh-HK' : 'en', { type: 'conjunction' }).format(names) });
  return (
    <span className="presence-note" role="status">
      <Users aria-hidden="true" size={16} /> {text}
    </span>
  );
}
