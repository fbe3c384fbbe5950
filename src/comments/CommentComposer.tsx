import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { commentsMessages } from '../i18n/comments';
import { useMessages } from '../i18n/useMessages';
import { mentionable, type CommentPerson } from '../store/comments';

export interface ComposedComment {
  body: string;
  mention_uids: string[];
}

interface CommentComposerProps {
  pageId: number;
  label: string;
  submitLabel: string;
  initial?: string;
  initialMentions?: CommentPerson[];
  autoFocus?: boolean;
  onSubmit(comment: ComposedComment): Promise<boolean>;
  onCancel?(): void;
}

/** The `@word` being typed just before the caret, if any. */
const mentionAt = (text: string, caret: number) => /(?:^|\s)@([^\s@]{1,40})$/.exec(text.slice(0, caret));

/** A comment's text box with the @ mention picker: typing `@` and a few letters offers people who may comment on the page. */
export function CommentComposer({
  pageId,
  label,
  submitLabel,
  initial = '',
  initialMentions = [],
  autoFocus,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const t = useMessages(commentsMessages);
  const [body, setBody] = useState(initial);
  const [mentioned, setMentioned] = useState<CommentPerson[]>(initialMentions);
  const [offers, setOffers] = useState<CommentPerson[]>([]);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const asked = useRef(0);
  const listId = useId();

  const lookUp = async (text: string, caret: number) => {
    const match = mentionAt(text, caret);
    const ask = ++asked.current;
    if (!match) return setOffers([]);
    try {
      const people = await mentionable(pageId, match[1]);
      if (ask === asked.current) setOffers(people);
    } catch {
      if (ask === asked.current) setOffers([]);
    }
  };

  const choose = (person: CommentPerson) => {
    const caret = field.current?.selectionStart ?? body.length;
    const match = mentionAt(body, caret);
    if (!match) return;
    const start = caret - match[1].length - 1;
    const next = `${body.slice(0, start)}@${person.name} ${body.slice(caret)}`;
    // Rendered at once and the caret placed in the same click, so that letters typed right after the click land after
    // the name (the picker's buttons never take the focus from the text box: see onMouseDown below).
    flushSync(() => {
      setBody(next);
      setMentioned((people) => (people.some((each) => each.uid === person.uid) ? people : [...people, person]));
      setOffers([]);
    });
    const at = start + person.name.length + 2;
    field.current?.focus();
    field.current?.setSelectionRange(at, at);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || sending) return;
    setSending(true);
    const mention_uids = mentioned.filter((person) => body.includes(`@${person.name}`)).map((person) => person.uid);
    const done = await onSubmit({ body: body.trim(), mention_uids });
    setSending(false);
    if (done) {
      setBody('');
      setMentioned([]);
    }
  };

  return (
    <form className="comment-composer" onSubmit={submit}>
      <textarea
        ref={field}
        className="comment-composer__field"
        aria-label={label}
        placeholder={label}
        value={body}
        rows={2}
        autoFocus={autoFocus}
        aria-controls={offers.length ? listId : undefined}
        onChange={(event) => {
          setBody(event.target.value);
          void lookUp(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && offers.length) {
            event.preventDefault();
            setOffers([]);
          } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit(event);
        }}
      />
      {offers.length > 0 && (
        <ul id={listId} className="comment-composer__mentions" aria-label={t('comments.mentionList')}>
          {offers.map((person) => (
            <li key={person.uid}>
              <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => choose(person)}>
                @{person.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="comment-composer__actions">
        {onCancel && (
          <button type="button" className="comment-button" onClick={onCancel}>
            {t('comments.cancel')}
          </button>
        )}
        <button type="submit" className="comment-button comment-button--primary" disabled={!body.trim() || sending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
