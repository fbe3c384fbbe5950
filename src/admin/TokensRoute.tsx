import { format, formatDistance } from 'date-fns';
import { enGB, zhHK } from 'date-fns/locale';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccessTokenResource } from '../../contract/accessTokens';
import type { Locale } from '../../contract/resources';
import type { TokensKey } from '../i18n/tokens.en';
import { tokensMessages } from '../i18n/tokens';
import type { Translate } from '../i18n/translate';
import { useMessages } from '../i18n/useMessages';
import { NotFoundRoute } from '../routes/NotFoundRoute';
import { signInPathOf } from '../routes/paths';
import { useDocumentMeta } from '../routes/useDocumentMeta';
import { useLocale } from '../routes/useLocale';
import * as accessTokens from '../store/accessTokens';
import { selectMay, selectSignedIn, useSession } from '../store/session';
import { LoadingMessage } from '../ui/StatusMessage';
import { useAdminList } from './useAdminList';
import './admin.css';
import './tokens.css';
import { AccountNav } from './AccountNav';
import { TokenDialog } from './TokenDialog';

/** `/{locale}/admin/tokens` (issue 36): administrators only; others find nothing here, and the server refuses them. */
export function TokensRoute() {
  const locale = useLocale();
  const location = useLocation();
  const signedIn = useSession(selectSignedIn);
  const administrator = useSession(selectMay('administer'));
  if (!signedIn) return <Navigate to={signInPathOf(locale, location.pathname)} replace />;
  if (!administrator) return <NotFoundRoute />;
  return <TokensScreen locale={locale} />;
}

function TokensScreen({ locale }: { locale: Locale }) {
  const t = useMessages(tokensMessages, locale);
  useDocumentMeta(t('tokens.title'), locale, t('tokens.intro'));
  const { data: list, notice, load, act } = useAdminList(accessTokens.listTokens, locale);
  const [creating, setCreating] = useState(false);
  const revoke = async (token: AccessTokenResource) => {
    // The list is loaded again whatever happened: a token someone else revoked meanwhile goes from it.
    const done = await act(async () => (await accessTokens.revokeToken(token.id), t('tokens.revoked', { name: token.attributes.name })));
    if (!done) await load();
  };

  return (
    <div className="admin-screen">
      <AccountNav locale={locale} />
      <h1>{t('tokens.title')}</h1>
      <p className="admin-screen__intro">
        {t('tokens.intro')} <a href="/api/docs">{t('tokens.docs')}</a>
      </p>
      <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
        {t('tokens.new')}
      </button>
      <div role="status" aria-live="polite">
        {notice && <p className={notice.error ? 'form-error' : 'admin-notice'}>{notice.text}</p>}
      </div>
      {list === null ? (
        <LoadingMessage />
      ) : list.length === 0 ? (
        <p>{t('tokens.none')}</p>
      ) : (
        <ul className="token-list">
          {list.map((token) => (
            <TokenRow key={token.id} token={token} t={t} locale={locale} onRevoke={() => revoke(token)} />
          ))}
        </ul>
      )}
      <TokenDialog open={creating} locale={locale} t={t} onClose={() => setCreating(false)} onCreated={() => void load()} />
    </div>
  );
}

function TokenRow({
  token,
  t,
  locale,
  onRevoke,
}: {
  token: AccessTokenResource;
  t: Translate<TokensKey>;
  locale: Locale;
  onRevoke(): Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const { attributes: a } = token;
  const dateLocale = locale === 'hk' ? zhHK : enGB;
  const when = (iso: string) => format(new Date(iso), 'PPp', { locale: dateLocale });
  const now = new Date();
  // The server marks a token used at most once a minute, so within that minute it is "just now".
  const used = !a.last_used_at
    ? t('tokens.neverUsed')
    : now.getTime() - new Date(a.last_used_at).getTime() < 60_000
      ? t('tokens.usedNow')
      : t('tokens.lastUsed', { ago: formatDistance(new Date(a.last_used_at), now, { addSuffix: true, locale: dateLocale }) });
  const expired = a.expires_at !== null && new Date(a.expires_at) <= now;
  const limits = [
    ...a.sections.map((section) => t(`tokens.section.${section}` as TokensKey)),
    ...a.locales.map((code) => t(`tokens.locale.${code}`)),
  ];
  return (
    <li className={a.revoked_at || expired ? 'token-list__item is-inactive' : 'token-list__item'}>
      <div className="token-list__main">
        <strong>{a.name}</strong> <span className="token-list__ending">{t('tokens.endsWith', { lastFour: a.last_four })}</span>
        <p>
          {t('tokens.scopes')}: {a.scopes.map((scope) => t(`tokens.scope.${scope}`)).join(', ')}
          <br />
          {limits.length ? `${t('tokens.limits')}: ${limits.join(', ')}` : t('tokens.everything')}
        </p>
        <p className="token-list__times">
          <span title={a.last_used_at ? when(a.last_used_at) : undefined}>{used}</span>
          {' · '}
          {a.revoked_at
            ? t('tokens.revokedAt', { when: when(a.revoked_at) })
            : a.expires_at
              ? t(expired ? 'tokens.expired' : 'tokens.expires', { when: when(a.expires_at) })
              : t('tokens.noExpiry')}
          {' · '}
          {t('tokens.createdBy', { when: when(a.created_at), name: a.created_by ?? '—' })}
        </p>
      </div>
      {!a.revoked_at &&
        (confirming ? (
          <span className="token-list__confirm" role="group" aria-label={t('tokens.revokeConfirm', { name: a.name })}>
            <span>{t('tokens.revokeConfirm', { name: a.name })}</span>
            <button type="button" className="button button--danger" onClick={() => void onRevoke().then(() => setConfirming(false))}>
              {t('tokens.revokeYes')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              {t('tokens.revokeNo')}
            </button>
          </span>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
            {t('tokens.revoke')}
          </button>
        ))}
    </li>
  );
}
