import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createTsumiki } from '../createTsumiki';
import { memorySession } from '../transport/session';
import { SdkProvider } from './binding';
import { usePagedEndpoint } from './usePagedEndpoint';

/** Fund records by market (`jpy` five, `usd` one), newest id first, paged as asked; every form sent is kept. */
function recordsServer() {
  const totals: Record<string, number> = { jpy: 5, usd: 1 };
  const forms: Record<string, string>[] = [];
  const fetch = async (request: Request) => {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    forms.push(form);
    const total = totals[form.type ?? 'jpy'] ?? 0;
    const n = Number(form.page);
    const size = Number(form.pageSize);
    const ids = Array.from({ length: total }, (_, i) => `${form.type}-${total - i}`);
    const data = {
      list: ids.slice((n - 1) * size, n * size).map((id) => ({ id })),
      total,
      page: n,
      pageSize: size,
    };
    return new Response(JSON.stringify({ status: 1, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const sdk = createTsumiki({
    baseUrl: 'http://127.0.0.1:1/api/vue',
    fetch,
    // One page a request, as the fake reads it (batching has its own tests).
    batch: false,
    session: memorySession({ token: 't', account: '0901234567' }),
    language: 'en',
    languageStorage: null,
  });
  return { sdk, forms };
}

function Records() {
  const [type, setType] = useState<'jpy' | 'usd'>('jpy');
  const records = usePagedEndpoint('listFundRecords', { type }, { pageSize: 2 });
  return (
    <>
      <button type="button" onClick={() => setType('usd')}>
        dollars
      </button>
      {records.isLoading ? <p>loading</p> : null}
      <ul>
        {records.data?.list.map((r) => (
          <li key={r.id}>{r.id}</li>
        ))}
      </ul>
      {records.hasMore ? (
        <button type="button" onClick={records.loadMore}>
          more
        </button>
      ) : null}
    </>
  );
}

describe('usePagedEndpoint', () => {
  it('should load page after page until the server has no more', async () => {
    const { sdk, forms } = recordsServer();
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <Records />
      </SdkProvider>,
    );
    await expect.element(screen.getByText('jpy-4')).toBeVisible();
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('jpy-2')).toBeVisible();
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('jpy-1')).toBeVisible();
    expect(
      screen
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['jpy-5', 'jpy-4', 'jpy-3', 'jpy-2', 'jpy-1']);
    await expect.element(screen.getByRole('button', { name: 'more' })).not.toBeInTheDocument();
    // Page by page, by number (a click focuses the window, and a focus refetches what is on screen: repeats).
    expect([...new Set(forms.map((f) => `${f.page}/${f.pageSize}`))]).toEqual(['1/2', '2/2', '3/2']);
  });

  it('should start again at page 1 for a new filter', async () => {
    const { sdk, forms } = recordsServer();
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <Records />
      </SdkProvider>,
    );
    await screen.getByRole('button', { name: 'more' }).click();
    await expect.element(screen.getByText('jpy-2')).toBeVisible();
    await screen.getByRole('button', { name: 'dollars' }).click();
    await expect.element(screen.getByText('usd-1')).toBeVisible();
    expect(screen.getByRole('listitem').elements()).toHaveLength(1);
    expect(forms.at(-1)).toMatchObject({ type: 'usd', page: '1' });
    expect(forms.filter((f) => f.type === 'usd')).toHaveLength(1);
  });
});
