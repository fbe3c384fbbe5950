import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../contract';
import { memoMessages } from '../i18n/memo';
import { useShare } from '../store/share';
import { useMessages } from '../i18n/useMessages';

/** Spec 9.1: how long "Link copied" shows. */
export const LINK_COPIED_MS = 2_000;

export function CopyLinkButton({ pageId, locale, slug }: { pageId: number; locale: Locale; slug: string }) {
  const t = useMessages(memoMessages, locale);
  const copyLink = useShare((state) => state.copyLink);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyLink({ pageId, locale, slug }))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), LINK_COPIED_MS);
  }

  return (
    <button type="button" onClick={() => void copy()}>
      {t(copied ? 'share.linkCopied' : 'share.copyLink')}
    </button>
  );
}
