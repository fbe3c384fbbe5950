import { useState } from 'react';
import type { MergeChoices, SaveMerge } from '../../../contract/blockMerge';
import type { SavedNode } from '../../../contract/document';
import { historyMessages } from '../../i18n/history';
import { useMessages } from '../../i18n/useMessages';
import { DialogShell } from '../../ui/DialogShell';
import { Words } from './BlockComparison';
import { blockTextOf, changedWords } from './comparison';
import './history.css';

type Choice = 'mine' | 'theirs';
type ConflictKey = number | 'title' | 'precis';

interface Conflict {
  key: ConflictKey;
  label: string;
  mine: string | null;
  theirs: string | null;
}

const textOf = (block: SavedNode | null, noText: string) => (block === null ? null : blockTextOf(block) || noText);

/**
 * A save refused because someone else changed the same blocks: each block (and the title or stand first) changed on
 * both sides, their version and mine, with "Keep mine" and "Take theirs" for each and for all. Everything else of
 * the merge is kept without asking.
 */
export default function MergeConflictDialog({
  merge,
  saving,
  onSave,
}: {
  merge: SaveMerge;
  saving: boolean;
  onSave(choices: MergeChoices): void;
}) {
  const t = useMessages(historyMessages);
  const [choices, setChoices] = useState<Map<ConflictKey, Choice>>(() => new Map());
  const conflicts: Conflict[] = [];
  if ('conflict' in merge.title) conflicts.push({ key: 'title', label: t('conflict.fieldTitle'), ...merge.title.conflict });
  if ('conflict' in merge.precis) conflicts.push({ key: 'precis', label: t('conflict.fieldStandFirst'), ...merge.precis.conflict });
  merge.blocks.forEach((place, index) => {
    if ('conflict' in place) {
      conflicts.push({
        key: index,
        label: t('conflict.block', { number: index + 1 }),
        mine: textOf(place.conflict.mine, t('conflict.noText')),
        theirs: textOf(place.conflict.theirs, t('conflict.noText')),
      });
    }
  });
  const choose = (key: ConflictKey, choice: Choice) => setChoices((before) => new Map(before).set(key, choice));
  const all = (choice: Choice) => new Map(conflicts.map((conflict) => [conflict.key, choice]));
  const decided = conflicts.every((conflict) => choices.has(conflict.key));
  return (
    <DialogShell
      open
      onOpenChange={() => undefined}
      title={t('conflict.title')}
      description={t('conflict.description')}
      wide
      actions={
        <>
          <button type="button" disabled={saving} onClick={() => onSave(all('theirs'))}>
            {t('conflict.takeAllTheirs')}
          </button>
          <button type="button" disabled={saving} onClick={() => onSave(all('mine'))}>
            {t('conflict.keepAllMine')}
          </button>
          <button type="button" className="button--primary" disabled={saving || !decided} onClick={() => onSave(choices)}>
            {t('conflict.save')}
          </button>
        </>
      }
    >
      <ul className="merge-conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.key} className="merge-conflict">
            <section aria-label={conflict.label}>
              <h3 className="merge-conflict__label">{conflict.label}</h3>
              <div className="merge-conflict__sides">
                <div className={`merge-conflict__side${choices.get(conflict.key) === 'theirs' ? ' is-chosen' : ''}`}>
                  <h4>{t('conflict.theirs')}</h4>
                  <p className="merge-conflict__text">{conflict.theirs ?? <em>{t('conflict.removed')}</em>}</p>
                  <button
                    type="button"
                    aria-pressed={choices.get(conflict.key) === 'theirs'}
                    onClick={() => choose(conflict.key, 'theirs')}
                  >
                    {t('conflict.takeTheirs')}
                  </button>
                </div>
                <div className={`merge-conflict__side${choices.get(conflict.key) === 'mine' ? ' is-chosen' : ''}`}>
                  <h4>{t('conflict.mine')}</h4>
                  <p className="merge-conflict__text">
                    {conflict.mine === null ? (
                      <em>{t('conflict.removed')}</em>
                    ) : conflict.theirs === null ? (
                      conflict.mine
                    ) : (
                      <Words parts={changedWords(conflict.theirs, conflict.mine)} />
                    )}
                  </p>
                  <button type="button" aria-pressed={choices.get(conflict.key) === 'mine'} onClick={() => choose(conflict.key, 'mine')}>
                    {t('conflict.keepMine')}
                  </button>
                </div>
              </div>
            </section>
          </li>
        ))}
      </ul>
    </DialogShell>
  );
}
