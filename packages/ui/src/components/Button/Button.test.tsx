import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { LinkComponentProps } from '../TsumikiProvider/TsumikiProvider';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Button } from './Button';

function RouterLink(props: LinkComponentProps) {
  return <a data-router="yes" {...props} />;
}

describe('Button', () => {
  it('should render a native button that defaults to type=button', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Button>注文</Button>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('button', { name: '注文' })).toHaveAttribute('type', 'button');
  });

  it('should be busy and disabled while loading', async () => {
    const screen = await render(
      <TsumikiProvider>
        <Button loading>注文</Button>
      </TsumikiProvider>,
    );
    const button = screen.getByRole('button', { name: '注文' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });

  it('should render through the injected link component when given href', async () => {
    const screen = await render(
      <TsumikiProvider linkComponent={RouterLink}>
        <Button href="#/trade">取引</Button>
      </TsumikiProvider>,
    );
    const link = screen.getByRole('link', { name: '取引' });
    await expect.element(link).toHaveAttribute('data-router', 'yes');
    await expect.element(link).toHaveAttribute('href', '#/trade');
  });
});
