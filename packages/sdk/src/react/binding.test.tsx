import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createTsumiki, type Tsumiki } from '../createTsumiki';
import { en } from '../i18n/locales/en/index';
import { memorySession } from '../transport/session';
import { SdkProvider, useEndpoint, useMutation, useOnline } from './binding';

/** An injected fetch standing in for the server: it answers by path and counts calls. */
function fakeServer(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/vue', '');
    calls.push(path);
    const body = path in answers ? answers[path] : { status: 0, msg: 'resource.notFound' };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

function makeSdk(fetch: (request: Request) => Promise<Response>): Tsumiki {
  return createTsumiki({
    baseUrl: 'http://127.0.0.1:1/api/vue',
    fetch,
    session: memorySession({ token: 't', account: '0901234567' }),
    language: 'en',
    locales: { en },
    languageStorage: null,
  });
}

function Kefu() {
  const { data, error, isLoading } = useEndpoint('getConfig', undefined);
  if (isLoading) return <p>loading</p>;
  if (error) return <p role="alert">{error.text}</p>;
  const kefu = data?.find((item) => item.name === 'kefu');
  return <a href={kefu?.value}>customer service</a>;
}

function Logout() {
  const [logout, state] = useMutation('logout');
  return (
    <button type="button" onClick={() => void logout()}>
      {state.isSending ? 'sending' : state.data === undefined ? 'log out' : 'logged out'}
    </button>
  );
}

describe('the React binding', () => {
  it('should fetch an endpoint once for two components and render its data', async () => {
    const server = fakeServer({
      '/common/config': {
        status: 1,
        msg: 'ok',
        data: [{ name: 'kefu', value: 'https://help.example/chat' }],
      },
    });
    const screen = await render(
      <SdkProvider sdk={makeSdk(server.fetch)}>
        <Kefu />
        <Kefu />
      </SdkProvider>,
    );
    await expect
      .element(screen.getByRole('link').first())
      .toHaveAttribute('href', 'https://help.example/chat');
    expect(server.calls).toEqual(['/common/config']);
  });

  it('should render a refusal as its translated text', async () => {
    const server = fakeServer({ '/common/config': { status: 0, msg: 'kefu.unavailable' } });
    const screen = await render(
      <SdkProvider sdk={makeSdk(server.fetch)}>
        <Kefu />
      </SdkProvider>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The customer service link could not be obtained');
  });

  it('should send a mutation and show its outcome', async () => {
    const server = fakeServer({ '/user/logout': { status: 1, msg: 'ok', data: null } });
    const screen = await render(
      <SdkProvider sdk={makeSdk(server.fetch)}>
        <Logout />
      </SdkProvider>,
    );
    await screen.getByRole('button', { name: 'log out' }).click();
    await expect.element(screen.getByRole('button')).toHaveTextContent('logged out');
    expect(server.calls).toEqual(['/user/logout']);
  });

  it('should follow the window offline and back: refuse a buy unsent, then refetch the reads', async () => {
    const server = fakeServer({
      '/common/config': {
        status: 1,
        msg: 'ok',
        data: [{ name: 'kefu', value: 'https://help.example/chat' }],
      },
    });
    const sdk = makeSdk(server.fetch);
    function Status() {
      return <p role="status">{useOnline() ? 'online' : 'offline'}</p>;
    }
    const screen = await render(
      <SdkProvider sdk={sdk}>
        <Status />
        <Kefu />
      </SdkProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('online');
    await expect.element(screen.getByRole('link')).toBeVisible();

    window.dispatchEvent(new Event('offline'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('offline');
    const buy = await sdk.store.dispatch(
      sdk.api.endpoints.buyStock.initiate({ code: '7203', type: 'jpy', lots: '1' } as never),
    );
    expect(buy.error).toMatchObject({ kind: 'offline', text: 'Network error' });

    window.dispatchEvent(new Event('online'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('online');
    await expect.poll(() => server.calls).toEqual(['/common/config', '/common/config']);
  });

  it('should explain a missing provider', async () => {
    await expect(render(<Kefu />)).rejects.toThrow(/SdkProvider/);
  });
});
