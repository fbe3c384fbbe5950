import { isSafeLink } from '../../../contract/links';
import { blocksReaderMessages } from '../../i18n/blocksReader';
import { useDatesInUtc } from '../../reader/formatDate';
import type { BlockRendererProps } from '../renderers';
import { isButtonVisible } from './buttonGroup.schedule';
import { readButtonGroup, type ButtonFields, type ButtonGroupFields } from './buttonGroup.schema';
import './buttonGroup.css';
import { useMessages } from '../../i18n/useMessages';

function ButtonLink({ button }: { button: ButtonFields }) {
  const url = button.url.trim();
  const content = (
    <>
      {button.name}
      {button.hasArrow && (
        <span className="button-group__arrow" aria-hidden="true">
          →
        </span>
      )}
    </>
  );
  if (!url || !isSafeLink(url)) return <span className="button-group__button is-inactive">{content}</span>;
  const newPage = button.target === '_blank';
  return (
    <a
      className="button-group__button"
      href={url}
      target={newPage ? '_blank' : undefined}
      rel={newPage ? 'noopener noreferrer' : undefined}
    >
      {content}
    </a>
  );
}

/** What readers see (spec 4.2): each button showing today, and the closed message in place of each one that is not. */
export function ButtonGroupLinks({ group, now, utc = false }: { group: ButtonGroupFields; now: Date; utc?: boolean }) {
  const t = useMessages(blocksReaderMessages);
  return (
    <div className={`button-group button-group--${group.position}`}>
      {group.buttons.map((button, index) =>
        isButtonVisible(button, now, utc) ? (
          <ButtonLink key={index} button={button} />
        ) : (
          <p key={index} className="button-group__closed">
            {t('buttonGroup.closed')}
          </p>
        ),
      )}
    </div>
  );
}

/** The reader's button group (spec 4.2: scheduled buttons show only inside their window). */
export function ButtonGroupRenderer({ node }: BlockRendererProps) {
  const utc = useDatesInUtc();
  const group = readButtonGroup({ position: node.position, buttons: node.buttons });
  return group ? <ButtonGroupLinks group={group} now={new Date()} utc={utc} /> : null;
}

/** This block's readers' renderers, by saved type (collected by ../renderers.ts). */
export const renderers = { inlineButton: ButtonGroupRenderer };
