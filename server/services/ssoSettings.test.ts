import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from '../configFromEnv';
import { mergeSso, noSso, presentSso, ssoFromEnv } from './ssoSettings';

/** Single sign-on's environment defaults (README's OIDC_* lines): read as documented, a malformed one stops the start. */
describe('single sign-on from the environment', () => {
  it('is off, with password sign-in on, when no provider is named', () => {
    expect(ssoFromEnv({})).toEqual(noSso);
    expect(settingsFromEnv({}).config).toMatchObject({ sso: noSso, adminPasswordSignIn: false });
  });

  it('reads the provider, its client, domains, role, invitations and password sign-in', () => {
    const env = {
      OIDC_ISSUER: 'https://login.harbour.example',
      OIDC_CLIENT_ID: 'masthead',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_ALLOWED_DOMAINS: ' Harbour.example , staff.harbour.example,',
      OIDC_DEFAULT_ROLE: 'author',
      OIDC_INVITATION_REQUIRED: '1',
      PASSWORD_SIGN_IN: '0',
      ADMIN_PASSWORD_SIGN_IN: '1',
    };
    expect(ssoFromEnv(env)).toEqual({
      enabled: true,
      name: 'login.harbour.example',
      issuer: 'https://login.harbour.example',
      client_id: 'masthead',
      client_secret: 's3cret',
      allowed_domains: ['harbour.example', 'staff.harbour.example'],
      default_role: 'author',
      invitation_required: true,
      password_sign_in: false,
    });
    expect(settingsFromEnv(env).config.adminPasswordSignIn).toBe(true);
    expect(ssoFromEnv({ ...env, OIDC_NAME: 'Harbour Institute' }).name).toBe('Harbour Institute');
  });

  it('stops the start on a malformed value, saying which', () => {
    expect(() => ssoFromEnv({ OIDC_ISSUER: 'http://login.example.org' })).toThrow('OIDC_ISSUER must be an https address');
    expect(() => ssoFromEnv({ OIDC_DEFAULT_ROLE: 'admin' })).toThrow('OIDC_DEFAULT_ROLE must be one of editor, author, contributor, staff');
    expect(() => ssoFromEnv({ OIDC_INVITATION_REQUIRED: 'yes' })).toThrow('OIDC_INVITATION_REQUIRED must be 1 or 0');
    expect(() => ssoFromEnv({ PASSWORD_SIGN_IN: '0' })).toThrow('PASSWORD_SIGN_IN=0 needs single sign-on');
  });

  it('keeps the secret out of what a browser is sent, and keeps or removes it on a save', () => {
    const saved = { ...noSso, client_secret: 'kept' };
    expect(presentSso(saved)).not.toHaveProperty('client_secret');
    expect(presentSso(saved).client_secret_set).toBe(true);
    const { client_secret: _secret, ...body } = saved;
    expect(mergeSso(saved, body).client_secret).toBe('kept');
    expect(mergeSso(saved, { ...body, client_secret: '' }).client_secret).toBe('kept');
    expect(mergeSso(saved, { ...body, client_secret: 'new' }).client_secret).toBe('new');
    expect(mergeSso(saved, { ...body, client_secret: null }).client_secret).toBe('');
  });
});
