import { Extension } from '@tiptap/core';
import { ReactRenderer } from '@tiptap/react';
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion';
import { PluginKey } from '@tiptap/pm/state';
import type { Locale } from '../../../contract';
import { filterSlashOptions, slashOptions } from '../../blocks';
import type { SlashOption } from '../../blocks/types';
import { SlashMenu, type SlashMenuHandle, type SlashMenuProps } from '../SlashMenu';
import { caretIntoOrAfter } from './caretAroundBlocks';

export const slashPluginKey = new PluginKey('slashCommand');

/** Typing "/" opens the block picker (spec 2.4). */
export const SlashCommand = Extension.create<{ locale: Locale }>({
  name: 'slashCommand',
  priority: 1000,
  addOptions: () => ({ locale: 'en' }),
  addProseMirrorPlugins() {
    const { locale } = this.options;
    return [
      Suggestion<SlashOption, SlashOption>({
        pluginKey: slashPluginKey,
        editor: this.editor,
        char: '/',
        // Nine titles have spaces ("/time and location"); the picker stays open while the filter has matches.
        allowSpaces: true,
        items: ({ query }) => filterSlashOptions(slashOptions(locale), query),
        shouldShow: ({ query }) => !/\s/.test(query) || filterSlashOptions(slashOptions(locale), query).length > 0,
        command: ({ editor, range, props }) => {
          props.run(editor, range);
          // Whatever the option inserted, the next key writes text: never over a block left selected.
          caretIntoOrAfter(editor);
        },
        render: () => {
          let renderer: ReactRenderer<SlashMenuHandle, SlashMenuProps> | null = null;
          let unmount: (() => void) | null = null;
          const propsOf = (props: SuggestionProps<SlashOption, SlashOption>): SlashMenuProps => ({
            items: props.items,
            query: props.query,
            locale,
            onSelect: (option) => props.command(option),
          });
          return {
            onStart(props) {
              renderer = new ReactRenderer(SlashMenu, { props: propsOf(props), editor: props.editor });
              const element = renderer.element as HTMLElement;
              element.classList.add('slash-menu-container');
              document.body.appendChild(element);
              unmount = props.mount(element, {
                onPosition: ({ x, y, strategy }) => Object.assign(element.style, { position: strategy, left: `${x}px`, top: `${y}px` }),
              });
            },
            onUpdate(props) {
              renderer?.updateProps(propsOf(props));
            },
            onKeyDown({ event }) {
              if (event.key === 'Escape') return false;
              return renderer?.ref?.onKeyDown(event) ?? false;
            },
            onExit() {
              unmount?.();
              renderer?.element.remove();
              renderer?.destroy();
              renderer = null;
            },
          };
        },
      }),
    ];
  },
});
