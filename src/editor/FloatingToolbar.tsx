import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { Bold, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react';
import { BubbleMenu } from './BubbleMenu';
import { PopoverButton } from '../ui/PopupButtons';
import { TEXT_COLOURS, TEXT_COLOUR_NAMES } from '../../contract/palette';
import { toolbarToggles } from '../blocks';
import { LinkEditor } from './LinkEditor';

const TEXT_STYLES = [
  { value: 'p', label: 'Normal' },
  ...[1, 2, 3, 4, 5, 6].map((level) => ({ value: `h${level}`, label: `Heading ${level}` })),
  { value: 'redbar', label: 'Red bar' },
];

function selectToolbarState({ editor }: { editor: Editor }) {
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

function ToggleButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick(): void; children: React.ReactNode }) {
  return (
    <button type="button" className="toolbar__button" aria-pressed={pressed} title={label} onClick={onClick}>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/** The floating formatting toolbar of spec 2.5, shown on a text selection in edit mode. */
export function FloatingToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({ editor, selector: selectToolbarState });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  const setTextStyle = (value: string) => {
    if (value === 'p') chain().setParagraph().run();
    else if (value === 'redbar') chain().setRedBar().run();
    else chain().setNode('heading', { level: Number(value.slice(1)) }).run();
  };

  return (
    <BubbleMenu
      editor={editor}
      className="toolbar"
      role="toolbar"
      aria-label="Text formatting"
      // Spec 2.5: a text selection only; a selected block (an image, cards) keeps its own controls and stays clickable.
      shouldShow={({ editor: current, from, to }) =>
        current.isEditable && from !== to && !(current.state.selection instanceof NodeSelection) && !current.isActive('inertBlock')
      }
      options={{ placement: 'top' }}
    >
      <label className="toolbar__select">
        <span className="visually-hidden">Text style</span>
        <select value={state.textStyle} onChange={(event) => setTextStyle(event.target.value)}>
          {TEXT_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
      </label>
      <PopoverButton
        trigger={{
          className: 'toolbar__button',
          'aria-label': 'Text colour',
          title: 'Text colour',
          children: <span className="toolbar__colour-swatch" style={{ background: state.colour ?? '#000000' }} />,
        }}
        className="toolbar__popover"
        aria-label="Text colours"
        sideOffset={6}
      >
        {(close) => (
          <div className="colour-grid" role="group" aria-label="Text colours">
            {TEXT_COLOURS.map((colour) => (
              <button
                key={colour}
                type="button"
                className="colour-grid__swatch"
                aria-label={TEXT_COLOUR_NAMES[colour]}
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
      {toolbarToggles().map((toggle, index) => (
        <ToggleButton key={toggle.label} label={toggle.label} pressed={state.toggles[index]} onClick={() => toggle.run(editor)}>
          {toggle.icon}
        </ToggleButton>
      ))}
      <ToggleButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <Bold size={16} />
      </ToggleButton>
      <ToggleButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <Italic size={16} />
      </ToggleButton>
      <ToggleButton label="Underline" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <Underline size={16} />
      </ToggleButton>
      <PopoverButton
        open={linkOpen}
        onOpenChange={setLinkOpen}
        trigger={{ className: 'toolbar__button', 'aria-label': 'Link', 'aria-pressed': state.link, title: 'Link', children: <Link2 aria-hidden size={16} /> }}
        className="toolbar__popover"
        sideOffset={6}
      >
        {() => <LinkEditor editor={editor} href={state.href} onDone={() => setLinkOpen(false)} />}
      </PopoverButton>
      <ToggleButton label="Bulleted list" pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
        <List size={16} />
      </ToggleButton>
      <ToggleButton label="Numbered list" pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
        <ListOrdered size={16} />
      </ToggleButton>
    </BubbleMenu>
  );
}
