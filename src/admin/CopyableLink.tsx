import { useState } from 'react';

interface Props {
  link: string;
  label: string;
  copyText: string;
  copiedText: string;
  /** Wrapped over lines, so a long secret is seen whole on a narrow screen (an access token's, issue 36). */
  wrap?: boolean;
}

/** A link an administrator passes on by hand (no e-mail on this server): shown in full, with a copy button. */
export function CopyableLink({ link, label, copyText, copiedText, wrap = false }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="copyable-link">
      {wrap ? (
        <textarea aria-label={label} readOnly value={link} rows={2} spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      ) : (
        <input aria-label={label} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      )}
      <button type="button" onClick={() => void copy()}>
        {copyText}
      </button>
      {copied && <span role="status">{copiedText}</span>}
    </div>
  );
}
