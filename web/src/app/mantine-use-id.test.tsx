import { createRequire } from 'node:module';
import { render } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineUseId } from '../../scripts/mantine-use-id';
import { useId } from '../lib/mantine-use-id';

type Resolve = (source: string, importer: string) => Promise<{ id: string } | null>;

/** The plugin's resolveId, with `this.resolve` answering `found` for any import. */
async function swapFor(found: string, source = './use-id/use-id.mjs'): Promise<unknown> {
  const plugin = mantineUseId();
  const resolveId = plugin.resolveId as unknown as (
    this: { resolve: Resolve },
    source: string,
    importer: string,
    options: object,
  ) => Promise<unknown>;
  return resolveId.call({ resolve: async () => ({ id: found }) }, source, '/x/index.mjs', {});
}

describe("Mantine's useId, swapped for the app's at build (scripts/mantine-use-id.ts)", () => {
  it("names the installed Mantine's module, and only it is swapped", async () => {
    const require = createRequire(import.meta.url);
    const hooks = require.resolve('@mantine/hooks').replace(/[\\/](cjs|esm)[\\/].*$/, '');
    const mantines = `${hooks}/esm/use-id/use-id.mjs`;
    expect(require.resolve(mantines)).toBe(mantines);
    expect(mantines).toMatch(MANTINE_USE_ID);
    expect(await swapFor(mantines)).toMatch(/src[\\/]lib[\\/]mantine-use-id\.ts$/);
    expect(await swapFor('/somewhere/else/use-id.mjs')).toBeNull();
  });

  it('gives a component one id, kept after mount, and a given id as it is', () => {
    const ids: string[] = [];
    function Probe() {
      const id = useId();
      const [, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      ids.push(id);
      return <span id={id} />;
    }
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    expect(ids.length).toBeGreaterThan(1);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^mantine-[^:]+$/);
    function Given() {
      return <span data-testid="given" id={useId('given')} />;
    }
    expect(render(<Given />).getByTestId('given').id).toBe('given');
  });
});
