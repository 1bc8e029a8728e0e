import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyComponent', () => {
  it('draws the page at once, without a loader, when its code has already arrived', async () => {
    const { Component, preload } = lazyComponent(async () => ({ default: Page }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Insights" />
      </Suspense>,
    );
    // Synchronously: no fallback rendered first.
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Insights' })).toBeTruthy();
  });

  it('suspends like React.lazy while its code is on its way, and loads it once', async () => {
    let calls = 0;
    let arrive: (module: { default: typeof Page }) => void = () => {};
    const { Component, preload } = lazyComponent<{ name: string }>(() => {
      calls += 1;
      return new Promise((resolve) => {
        arrive = resolve;
      });
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Profile" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    void preload();
    await act(async () => arrive({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(calls).toBe(1);
  });
});
