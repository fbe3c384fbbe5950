import { contractOfType } from '../../../contract/blocks';
import { historyMessages } from '../../i18n/history';
import type { HistoryKey } from '../../i18n/history.en';
import { useMessages } from '../../i18n/useMessages';
import type { Comparison, ComparisonRow, WordPart } from './comparison';

/** Words kept, added (<ins>) and removed (<del>). */
export function Words({ parts }: { parts: WordPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.change === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.change === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function useBlockLabel() {
  const t = useMessages(historyMessages);
  return (type: string) => {
    const key = `block.${contractOfType(type)?.name ?? 'other'}` as HistoryKey;
    return t(key in historyMessages.en ? key : 'block.other');
  };
}

function Row({ row }: { row: ComparisonRow }) {
  const t = useMessages(historyMessages);
  const label = useBlockLabel();
  if (row.kind === 'unchanged') {
    return (
      <li className="comparison__unchanged">
        {row.count === 1 ? t('compare.unchangedOne') : t('compare.unchanged', { count: row.count })}
      </li>
    );
  }
  const text =
    row.kind === 'changed' ? (
      row.words.some((part) => part.change !== 'same') ? (
        <Words parts={row.words} />
      ) : (
        <>
          <span>{row.words.map((part) => part.text).join('')}</span> <em className="comparison__note">{t('compare.settingsOnly')}</em>
        </>
      )
    ) : row.text ? (
      row.kind === 'added' ? (
        <ins>{row.text}</ins>
      ) : row.kind === 'removed' ? (
        <del>{row.text}</del>
      ) : (
        row.text
      )
    ) : (
      <em className="comparison__note">{t('compare.noText')}</em>
    );
  return (
    <li className={`comparison__block comparison__block--${row.kind}`}>
      <span className="comparison__kind">
        {t(`compare.${row.kind}`)} · {label(row.type)}
      </span>
      <p className="comparison__text">{text}</p>
    </li>
  );
}

/** A comparison of two versions, block by block, under its heading; the title and stand first first when they changed. */
export function BlockComparison({ comparison, heading }: { comparison: Comparison; heading: string }) {
  const t = useMessages(historyMessages);
  const same = !comparison.title && !comparison.precis && comparison.rows.every((row) => row.kind === 'unchanged');
  return (
    <section className="comparison" aria-label={heading}>
      <h3 className="comparison__heading">{heading}</h3>
      {same && <p className="comparison__none">{t('compare.none')}</p>}
      {comparison.title && (
        <p className="comparison__field">
          <span className="comparison__kind">{t('compare.title')}</span> <Words parts={comparison.title} />
        </p>
      )}
      {comparison.precis && (
        <p className="comparison__field">
          <span className="comparison__kind">{t('compare.standFirst')}</span> <Words parts={comparison.precis} />
        </p>
      )}
      {!same && (
        <ol className="comparison__rows">
          {comparison.rows.map((row, index) => (
            <Row key={index} row={row} />
          ))}
        </ol>
      )}
    </section>
  );
}
