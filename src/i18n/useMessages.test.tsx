import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyMessages, type LocaleMessages } from './translate';
import { useMessages } from './useMessages';

class Caught extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error === null ? this.props.children : <p>failed: {this.state.error}</p>;
  }
}

function Screen({ messages }: { messages: LocaleMessages<'harbour'> }) {
  const t = useMessages(messages, 'hk');
  return <p>{t('harbour')}</p>;
}

const show = (messages: LocaleMessages<'harbour'>) =>
  render(
    <MemoryRouter initialEntries={['/hk']}>
      <Caught>
        <Suspense fallback={<p>loading</p>}>
          <Screen messages={messages} />
        </Suspense>
      </Caught>
    </MemoryRouter>,
  );

describe('useMessages on /hk', () => {
  it('waits for the zh-HK texts, then shows them', async () => {
    show(lazyMessages({ harbour: 'Harbour' }, async () => ({ harbour: '海港' })));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('海港')).toBeInTheDocument();
  });

  it('shows a failed load to the error boundary instead of waiting for ever, on every screen that needs the texts', async () => {
    let attempts = 0;
    const messages = lazyMessages({ harbour: 'Harbour' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the chunk is gone');
      return { harbour: '海港' };
    });
    show(messages);
    expect(await screen.findByText('failed: the chunk is gone')).toBeInTheDocument();
    expect(attempts).toBe(1);
    show(messages);
    expect(await screen.findAllByText('failed: the chunk is gone')).toHaveLength(2);
    expect(attempts).toBe(1);
  });
});
