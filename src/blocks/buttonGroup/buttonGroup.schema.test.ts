import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blocksMessages } from '../../i18n/blocks';
import { translatorOf } from '../../i18n/translate';
import { buttonGroupFormSchemaOf, isButtonUrl, newButton, readButtonGroup } from './buttonGroup.schema';

const english = translatorOf(blocksMessages, 'en');
const buttonGroupFormSchema = buttonGroupFormSchemaOf(english);
const BUTTON_NAME_RULE = english('buttons.nameRule');
const BUTTON_URL_MESSAGE = english('buttons.urlInvalid');

const messagesOf = (input: unknown) => {
  const result = v.safeParse(buttonGroupFormSchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('the Button Group form (spec 5.1)', () => {
  it('accepts a new button group: one button named "Button", empty url, new page, position left', () => {
    expect(newButton()).toEqual({ name: 'Button', url: '', target: '_blank', scheduled: false, on: null, off: null, hasArrow: false });
    expect(messagesOf({ position: 'left', buttons: [newButton()] })).toEqual([]);
  });

  it('requires a name of at least one character after trimming', () => {
    expect(messagesOf({ position: 'left', buttons: [{ ...newButton(), name: '   ' }] })).toEqual([['buttons.0.name', BUTTON_NAME_RULE]]);
    expect(BUTTON_NAME_RULE).toBe('Button title is required.');
  });

  it('requires a valid url when one is given, and trims it', () => {
    expect(messagesOf({ position: 'left', buttons: [{ ...newButton(), url: 'not a url' }] })).toEqual([
      ['buttons.0.url', BUTTON_URL_MESSAGE],
    ]);
    expect(BUTTON_URL_MESSAGE).toBe('Url is not valid.');
    const result = v.parse(buttonGroupFormSchema, {
      position: 'center',
      buttons: [{ ...newButton(), name: ' Apply ', url: ' https://example.org/apply ' }],
    });
    expect(result.buttons[0]).toMatchObject({ name: 'Apply', url: 'https://example.org/apply' });
  });

  it('requires a position among left, center and right, a known target and at least one button', () => {
    expect(messagesOf({ position: 'middle', buttons: [newButton()] }).map(([path]) => path)).toEqual(['position']);
    expect(messagesOf({ position: 'left', buttons: [{ ...newButton(), target: '_top' }] }).map(([path]) => path)).toEqual([
      'buttons.0.target',
    ]);
    expect(messagesOf({ position: 'left', buttons: [] }).map(([path]) => path)).toEqual(['buttons']);
  });

  it.each([
    ['', true],
    ['https://example.org/apply?x=1', true],
    ['http://example.org', true],
    ['mailto:events@example.org?subject=Hi', true],
    ['tel:+85200000001', true],
    ['/en/events/harbour-walk', true],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,hi', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['example.org', false],
    ['https://', false],
    ['mailto:', false],
    ['https://exa mple.org', false],
  ])('treats %j as a valid url: %s', (url, valid) => {
    expect(isButtonUrl(url)).toBe(valid);
  });
});

describe('a stored button group', () => {
  it('reads the short description (only url, name and target) with the other fields at their defaults', () => {
    expect(readButtonGroup({ position: 'center', buttons: [{ url: '/en/x', name: 'Go', target: '_self' }] })).toEqual({
      position: 'center',
      buttons: [{ url: '/en/x', name: 'Go', target: '_self', scheduled: false, on: null, off: null, hasArrow: false }],
    });
  });

  it('keeps fields it does not know, and is unreadable when its buttons are not a list', () => {
    expect(readButtonGroup({ position: 'left', buttons: [{ ...newButton(), id: 'b1' }] })!.buttons[0]).toMatchObject({ id: 'b1' });
    expect(readButtonGroup({ position: 'left', buttons: 'none' })).toBeNull();
    expect(readButtonGroup({ position: null, buttons: [] })).toEqual({ position: 'left', buttons: [] });
  });
});
