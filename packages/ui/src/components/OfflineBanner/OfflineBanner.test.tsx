import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { OfflineBanner } from './OfflineBanner';

describe('OfflineBanner', () => {
  it.each([
    ['ja', 'オフラインです', '注文・出金は送信できません。'],
    ['zh-CN', '网络已断开', '下单和提现暂时无法提交。'],
    ['en', 'You are offline', 'Orders and withdrawals cannot be sent.'],
  ])('should announce the offline state in %s', async (lang, title, description) => {
    const screen = await render(
      <TsumikiProvider lang={lang}>
        <OfflineBanner offline title={title} description={description} />
      </TsumikiProvider>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent(title);
    await expect.element(status).toHaveTextContent(description);
  });

  it('should keep the live region but show nothing while online, and show the banner when offline', async () => {
    const screen = await render(
      <TsumikiProvider>
        <OfflineBanner offline={false} title="オフラインです" />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
    await screen.rerender(
      <TsumikiProvider>
        <OfflineBanner offline title="オフラインです" />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('オフラインです');
  });

  it('should let taps through to the screen under it', async () => {
    const screen = await render(
      <TsumikiProvider>
        <OfflineBanner offline title="オフラインです" />
      </TsumikiProvider>,
    );
    const status = screen.getByRole('status').element();
    expect(getComputedStyle(status).pointerEvents).toBe('none');
  });
});
