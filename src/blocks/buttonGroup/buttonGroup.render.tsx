import { isSafeLink } from '../../../contract/links';
import type { BlockRendererProps } from '../renderers';
import { isButtonVisible, CLOSED_MESSAGE } from './buttonGroup.schedule';
import { readButtonGroup, type ButtonFields, type ButtonGroupFields } from './buttonGroup.schema';
import './buttonGroup.css';

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
    <a className="button-group__button" href={url} target={newPage ? '_blank' : undefined} rel={newPage ? 'noopener noreferrer' : undefined}>
      {content}
    </a>
  );
}

/** What readers see: the buttons showing today, or the closed message when none is. */
export function ButtonGroupLinks({ group, now }: { group: ButtonGroupFields; now: Date }) {
  const showing = group.buttons.filter((button) => isButtonVisible(button, now));
  return (
    <div className={`button-group button-group--${group.position}`}>
      {showing.length ? (
        showing.map((button, index) => <ButtonLink key={index} button={button} />)
      ) : (
        <p className="button-group__closed">{CLOSED_MESSAGE}</p>
      )}
    </div>
  );
}

/** The reader's button group (spec 4.2: scheduled buttons show only inside their window). */
export function ButtonGroupRenderer({ node }: BlockRendererProps) {
  const group = readButtonGroup({ position: node.position, buttons: node.buttons });
  return group ? <ButtonGroupLinks group={group} now={new Date()} /> : null;
}

export const buttonGroupRenderers = { inlineButton: ButtonGroupRenderer };
