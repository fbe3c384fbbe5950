import { useState } from 'react';

/** A link an administrator passes on by hand (no e-mail on this server): shown in full, with a copy button. */
export function CopyableLink({ link, label, copyText, copiedText }: { link: string; label: string; copyText: string; copiedText: string }) {
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
      <input aria-label={label} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" onClick={() => void copy()}>
        {copyText}
      </button>
      {copied && <span role="status">{copiedText}</span>}
    </div>
  );
}
