import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { Bold, Italic, Link2, List, ListOrdered, MessageSquarePlus, Underline } from 'lucide-react';
import { askForComment } from './kit/blockEvents';
import { BubbleMenu } from './BubbleMenu';
import { PopoverButton } from '../ui/PopupButtons';
import { TEXT_COLOURS } from '../../contract/palette';
import { toolbarToggles } from '../blocks';
import type { EditorKey } from '../i18n/editor.en';
import { editorMessages } from '../i18n/editor';
import { useLocale } from '../routes/useLocale';
import { LinkEditor } from './LinkEditor';
import { useMessages } from '../i18n/useMessages';

const TEXT_STYLES: Array<{ value: string; label: EditorKey; level?: number }> = [
  { value: 'p', label: 'toolbar.normal' },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: `h${level}`, label: 'toolbar.heading' as const, level })),
  { value: 'redbar', label: 'toolbar.redBar' },
];

/** The names the colour picker reads out (contract/palette's TEXT_COLOUR_NAMES, in the route's language). */
const COLOUR_NAMES: Record<(typeof TEXT_COLOURS)[number], EditorKey> = {
  '#000000': 'colour.black',
  '#EE3A43': 'colour.red',
  '#717174': 'colour.grey',
  '#F3F3F0': 'colour.stone',
  '#74B87A': 'colour.green',
  '#FFFFFF': 'colour.white',
};

let lastToolbarState: ReturnType<typeof readToolbarState> | null = null;

/**
 * The toolbar's state, asked at every transaction of the editor. The toolbar shows over a text selection only, so
 * with a caret (typing, and colleagues' changes meanwhile on a live page) it is not read again: about fifteen
 * `isActive` walks each time.
 */
function selectToolbarState({ editor }: { editor: Editor }) {
  if (!editor.state.selection.empty || !lastToolbarState) lastToolbarState = readToolbarState(editor);
  return lastToolbarState;
}

function readToolbarState(editor: Editor) {
  const level = [1, 2, 3, 4, 5, 6].find((candidate) => editor.isActive('heading', { level: candidate }));
  return {
    textStyle: level ? `h${level}` : editor.isActive('redBarHeading') ? 'redbar' : 'p',
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    link: editor.isActive('link'),
    href: (editor.getAttributes('link').href as string | undefined) ?? '',
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    colour: (editor.getAttributes('textStyle').color as string | undefined) ?? null,
    toggles: toolbarToggles().map((toggle) => toggle.isActive(editor)),
  };
}

function ToggleButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button type="button" className="toolbar__button" aria-pressed={pressed} title={label} onClick={onClick}>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The floating formatting toolbar of spec 2.5, shown on a text selection in edit mode. */
export function FloatingToolbar({ editor }: { editor: Editor }) {
  const locale = useLocale();
  const t = useMessages(editorMessages, locale);
  const state = useEditorState({ editor, selector: selectToolbarState });
  const [linkOpen, setLinkOpen] = useState(false);
  // Opened with Ctrl+K (Cmd+K): closing it goes back to the text, as it came from there.
  const [linkByKey, setLinkByKey] = useState(false);
  const chain = () => editor.chain().focus();

  useEffect(() => {
    const root = editor.view.dom;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const { selection } = editor.state;
      if (!editor.isEditable || selection.empty || selection instanceof NodeSelection) return;
      event.preventDefault();
      setLinkByKey(true);
      setLinkOpen(true);
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [editor]);

  const setTextStyle = (value: string) => {
    if (value === 'p') chain().setParagraph().run();
    else if (value === 'redbar') chain().setRedBar().run();
    else
      chain()
        .setNode('heading', { level: Number(value.slice(1)) })
        .run();
  };

  return (
    <BubbleMenu
      editor={editor}
      className="toolbar"
      role="toolbar"
      aria-label={t('toolbar.label')}
      // Spec 2.5: a text selection only; a selected block (an image, cards) keeps its own controls and stays clickable.
      shouldShow={({ editor: current, from, to }) =>
        current.isEditable && from !== to && !(current.state.selection instanceof NodeSelection) && !current.isActive('inertBlock')
      }
      options={{ placement: 'top' }}
    >
      <label className="toolbar__select">
        <span className="visually-hidden">{t('toolbar.textStyle')}</span>
        <select value={state.textStyle} onChange={(event) => setTextStyle(event.target.value)}>
          {TEXT_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {t(style.label, { level: style.level ?? '' })}
            </option>
          ))}
        </select>
      </label>
      <PopoverButton
        trigger={{
          className: 'toolbar__button',
          'aria-label': t('toolbar.textColour'),
          title: t('toolbar.textColour'),
          children: <span className="toolbar__colour-swatch" style={{ background: state.colour ?? '#000000' }} />,
        }}
        className="toolbar__popover"
        aria-label={t('toolbar.textColours')}
        sideOffset={6}
      >
        {(close) => (
          <div className="colour-grid" role="group" aria-label={t('toolbar.textColours')}>
            {TEXT_COLOURS.map((colour) => (
              <button
                key={colour}
                type="button"
                className="colour-grid__swatch"
                aria-label={t(COLOUR_NAMES[colour])}
                aria-pressed={state.colour?.toUpperCase() === colour}
                style={{ background: colour }}
                onClick={() => {
                  if (colour === '#000000') chain().unsetColor().run();
                  else chain().setColor(colour).run();
                  close();
                }}
              />
            ))}
          </div>
        )}
      </PopoverButton>
      {toolbarToggles(locale).map((toggle, index) => (
        <ToggleButton key={toggle.label} label={toggle.label} pressed={state.toggles[index]} onClick={() => toggle.run(editor)}>
          {toggle.icon}
        </ToggleButton>
      ))}
      <ToggleButton label={t('toolbar.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold size={16} />
      </ToggleButton>
      <ToggleButton label={t('toolbar.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic size={16} />
      </ToggleButton>
      <ToggleButton label={t('toolbar.underline')} pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline size={16} />
      </ToggleButton>
      <PopoverButton
        open={linkOpen}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (open) setLinkByKey(false);
        }}
        returnFocus={
          linkByKey
            ? () => {
                setLinkByKey(false);
                editor.view.focus();
              }
            : undefined
        }
        trigger={{
          className: 'toolbar__button',
          'aria-label': t('toolbar.link'),
          'aria-pressed': state.link,
          title: t('toolbar.link'),
          children: <Link2 aria-hidden size={16} />,
        }}
        className="toolbar__popover"
        sideOffset={6}
      >
        {() => <LinkEditor editor={editor} href={state.href} onDone={() => setLinkOpen(false)} />}
      </PopoverButton>
      <ToggleButton label={t('toolbar.bulletedList')} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List size={16} />
      </ToggleButton>
      <ToggleButton label={t('toolbar.numberedList')} pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered size={16} />
      </ToggleButton>
      {/* Issue 35: comment on the selected text (the editor bar's comments panel takes it). */}
      <button
        type="button"
        className="toolbar__button"
        aria-label={t('toolbar.comment')}
        title={t('toolbar.comment')}
        onClick={askForComment}
      >
        <MessageSquarePlus aria-hidden size={16} />
      </button>
    </BubbleMenu>
  );
}
