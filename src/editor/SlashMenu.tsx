import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { Locale } from '../../contract';
import type { SlashOption } from '../blocks/types';
import { editorMessages } from '../i18n/editor';
import { SLASH_ICONS } from '../blocks/slashIcons';
import { useMessages } from '../i18n/useMessages';

export interface SlashMenuProps {
  items: SlashOption[];
  query: string;
  /** The route's language: the picker renders outside the page's React tree, so it is handed in. */
  locale: Locale;
  onSelect(option: SlashOption): void;
}

export interface SlashMenuHandle {
  onKeyDown(event: KeyboardEvent): boolean;
}

/** The block picker: a listbox driven from the editor's keyboard (arrows, Enter), closed by Escape. */
export const SlashMenu = forwardRef<SlashMenuHandle, SlashMenuProps>(function SlashMenu({ items, locale, onSelect }, ref) {
  const t = useMessages(editorMessages, locale);
  const [active, setActive] = useState(0);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => setActive(0), [items]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (!items.length) return false;
      if (event.key === 'ArrowDown') {
        setActive((index) => (index + 1) % items.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setActive((index) => (index - 1 + items.length) % items.length);
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        onSelect(items[Math.min(active, items.length - 1)]);
        return true;
      }
      return false;
    },
  }));

  return (
    <div className="slash-menu" role="dialog" aria-label={t('slash.dialog')}>
      {items.length === 0 ? (
        <p className="slash-menu__empty" role="status">
          {t('slash.empty')}
        </p>
      ) : (
        <ul ref={list} role="listbox" aria-label={t('slash.list')} aria-activedescendant={`${id}-${active}`} id={`${id}-list`}>
          {items.map((item, index) => {
            const Icon = SLASH_ICONS[item.id];
            return (
              <li
                key={`${item.id}|${item.description ?? ''}`}
                id={`${id}-${index}`}
                data-index={index}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'is-active' : undefined}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  onSelect(item);
                }}
              >
                <span className="slash-menu__icon" aria-hidden="true">
                  {Icon && <Icon size={18} />}
                </span>
                <span className="slash-menu__title">{item.busyLabel ?? item.title}</span>
                {item.description && <span className="slash-menu__description">{item.description}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
