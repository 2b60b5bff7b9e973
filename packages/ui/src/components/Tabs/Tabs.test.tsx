import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Tabs } from './Tabs';

const items = [
  { value: 'holding', label: '保有', content: '保有一覧' },
  { value: 'history', label: '履歴', content: '履歴一覧' },
];

describe('Tabs', () => {
  it('should select the first tab and switch panels on click', async () => {
    const seen: string[] = [];
    const screen = await render(
      <TsumikiProvider>
        <Tabs label="ポジション" items={items} onValueChange={(v) => seen.push(v)} />
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('tablist', { name: 'ポジション' })).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: '保有' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('保有一覧');
    await userEvent.click(screen.getByRole('tab', { name: '履歴' }));
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('履歴一覧');
    expect(seen).toEqual(['history']);
  });
});
