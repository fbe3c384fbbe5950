import { useEffect, useMemo, useState } from 'react';
import * as pagesApi from '../../api/pages';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { ErrorMessage, LoadingMessage } from '../../ui/StatusMessage';
import { BlockComparison } from './BlockComparison';
import { compareVersions, type ComparedVersion } from './comparison';
import './history.css';

/** After a save was refused as stale: what my copy changes in the version someone else saved. */
export default function ConflictComparison({ slug, mine }: { slug: string; mine: ComparedVersion }) {
  const [theirs, setTheirs] = useState<ComparedVersion | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    pagesApi.editablePage(slug, { signal: controller.signal }).then(
      ({ attributes }) => setTheirs({ title: attributes.title, precis: attributes.precis, document: attributes.lexical_body }),
      (failure: unknown) => controller.signal.aborted || setError(failure),
    );
    return () => controller.abort();
  }, [slug]);
  const comparison = useMemo(() => (theirs ? compareVersions(theirs, mine) : null), [theirs, mine]);
  // Last: on /hk it may suspend until the texts arrive (PresenceNote says why).
  const t = useMessages(historyMessages);
  if (error) return <ErrorMessage error={error} />;
  if (!comparison) return <LoadingMessage label={t('revision.loading')} />;
  return (
    <div className="history-conflict">
      <BlockComparison comparison={comparison} heading={t('compare.heading', { from: t('compare.theirs'), to: t('compare.mine') })} />
    </div>
  );
}
