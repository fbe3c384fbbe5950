import type { SiteSettingsAttributes } from '../../contract/siteSettings';
import { SSO_ROLES, type SsoRole } from '../../contract/sso';
import type { SaveSsoBody } from '../../contract/ssoBody';
import type { PeopleKey } from '../i18n/people.en';
import type { SettingsKey } from '../i18n/settings.en';
import type { Translate } from '../i18n/translate';

/** The "Single sign-on" part of the settings form, as typed: domains as text, and a new secret only when one is typed. */
export interface SsoForm {
  enabled: boolean;
  name: string;
  issuer: string;
  client_id: string;
  /** A new secret; empty keeps the saved one. */
  secret: string;
  removeSecret: boolean;
  domains: string;
  default_role: SsoRole;
  invitation_required: boolean;
  password_sign_in: boolean;
}

export function ssoFormOf(settings: SiteSettingsAttributes): SsoForm {
  const { sso } = settings;
  return {
    enabled: sso.enabled,
    name: sso.name,
    issuer: sso.issuer,
    client_id: sso.client_id,
    secret: '',
    removeSecret: false,
    domains: sso.allowed_domains.join('\n'),
    default_role: sso.default_role,
    invitation_required: sso.invitation_required,
    password_sign_in: sso.password_sign_in,
  };
}

/** What PUT /api/admin/settings takes: the secret is sent only when typed (or null to remove it). */
export function ssoBodyOf(form: SsoForm): SaveSsoBody {
  const { secret, removeSecret, domains, ...rest } = form;
  return {
    ...rest,
    allowed_domains: domains.split(/[\s,]+/).filter(Boolean),
    ...(removeSecret ? { client_secret: null } : secret ? { client_secret: secret } : {}),
  };
}

interface Props {
  form: SsoForm;
  /** Whether a secret is saved (it is never shown), and the address to register at the provider. */
  secretSet: boolean;
  callbackUrl: string;
  onChange: (form: SsoForm) => void;
  t: Translate<SettingsKey>;
  roleName: Translate<PeopleKey>;
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="site-settings__check" htmlFor={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Issuer, client, allowed domains, default role, invitations and password sign-in (docs/operations.md, "Single sign-on"). */
export function SsoSettings({ form, secretSet, callbackUrl, onChange, t, roleName }: Props) {
  const set =
    <K extends keyof SsoForm>(key: K) =>
    (value: SsoForm[K]) =>
      onChange({ ...form, [key]: value });
  const text = (key: 'name' | 'issuer' | 'client_id' | 'secret', id: string, label: string, hint?: string, type = 'text') => (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        type={type}
        value={form[key]}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => set(key)(event.target.value)}
      />
    </Field>
  );
  return (
    <fieldset className="site-settings__group">
      <legend>{t('sso.title')}</legend>
      <p className="form__hint">
        {t('sso.intro')} <code className="site-settings__url">{callbackUrl}</code>
      </p>
      <Check id="sso-enabled" label={t('sso.enabled')} checked={form.enabled} onChange={set('enabled')} />
      {text('name', 'sso-name', t('sso.name'), t('sso.nameHint', { example: 'Harbour Institute' }))}
      {text('issuer', 'sso-issuer', t('sso.issuer'), t('sso.issuerHint', { example: 'https://login.example.org' }))}
      {text('client_id', 'sso-client-id', t('sso.clientId'))}
      {text('secret', 'sso-secret', t('sso.secret'), secretSet ? t('sso.secretSet') : t('sso.secretUnset'), 'password')}
      {secretSet && (
        <Check id="sso-remove-secret" label={t('sso.removeSecret')} checked={form.removeSecret} onChange={set('removeSecret')} />
      )}
      <Field id="sso-domains" label={t('sso.domains')} hint={t('sso.domainsHint', { example: 'example.org' })}>
        <textarea
          id="sso-domains"
          rows={3}
          value={form.domains}
          aria-describedby="sso-domains-hint"
          onChange={(event) => set('domains')(event.target.value)}
        />
      </Field>
      <Field id="sso-role" label={t('sso.role')}>
        <select id="sso-role" value={form.default_role} onChange={(event) => set('default_role')(event.target.value as SsoRole)}>
          {SSO_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(`role.${role}`)}
            </option>
          ))}
        </select>
      </Field>
      <Check id="sso-invitation" label={t('sso.invitation')} checked={form.invitation_required} onChange={set('invitation_required')} />
      <Check id="sso-passwords" label={t('sso.passwords')} checked={form.password_sign_in} onChange={set('password_sign_in')} />
      {!form.password_sign_in && <p className="form__hint">{t('sso.passwordsOff', { variable: 'ADMIN_PASSWORD_SIGN_IN=1' })}</p>}
    </fieldset>
  );
}
