import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../api/errors';
import { ErrorMessage, errorTextOf, refusalOf } from './StatusMessage';

const stale = apiErrorOf(409, { error: 'This page was changed by someone else since you opened it.', current_version: 4 });
const taken = apiErrorOf(409, { error: 'Another page has this address. Choose another one.', fields: { slug: 'Taken.' } });
const forbidden = apiErrorOf(403, { error: 'You do not have permission to do that.' });
const words = { stale: 'Someone else saved this page after you opened it.', forbidden: 'Only editors see favourites.' };

describe('one reading of a refusal', () => {
  it('tells each refusal by its class, whichever client made it', () => {
    expect(refusalOf(stale)).toBe('stale');
    expect(refusalOf(taken)).toBe('conflict');
    expect(refusalOf(forbidden)).toBe('forbidden');
    expect(refusalOf(apiErrorOf(401, { error: 'Please sign in.' }))).toBe('signedOut');
    expect(refusalOf(apiErrorOf(410, { error: 'Expired.' }))).toBe('notFound');
    expect(refusalOf(apiErrorOf(422, { error: 'Describe the images.' }))).toBe('unprocessable');
    expect(refusalOf(apiErrorOf(500, null))).toBeNull();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it("says a screen's own words for its kind of refusal, else the server's message, else ours", () => {
    expect(errorTextOf(stale, 'en', words)).toBe(words.stale);
    expect(errorTextOf(stale, 'en')).toBe('This page was changed by someone else since you opened it.');
    expect(errorTextOf(taken, 'en', words)).toBe('Another page has this address. Choose another one.');
    expect(errorTextOf(apiErrorOf(502, undefined), 'en', words)).toBe('The request failed (502).');
    expect(errorTextOf(new TypeError('Failed to fetch'), 'en', words)).toBe('Could not reach the server. Please try again.');
  });

  it('shows a refusal as an alert in the words the screen gave', () => {
    render(
      <MemoryRouter initialEntries={['/en/memo/favourites']}>
        <Routes>
          <Route path="/:locale/*" element={<ErrorMessage error={forbidden} words={words} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Only editors see favourites.');
  });
});
