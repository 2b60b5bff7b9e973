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

  it('should move focus with the arrow keys, Home and End, and choose only on Enter or Space', async () => {
    const seen: string[] = [];
    const three = [...items, { value: 'closed', label: '決済', content: '決済一覧' }];
    const screen = await render(
      <TsumikiProvider>
        <Tabs label="ポジション" items={three} onValueChange={(v) => seen.push(v)} />
        <button type="button">after</button>
      </TsumikiProvider>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name }).element();
    expect(tab('保有').getAttribute('tabindex')).toBe('0');
    expect(tab('履歴').getAttribute('tabindex')).toBe('-1');
    await userEvent.click(tab('保有'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('履歴'));
    expect(seen).toEqual([]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('決済'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('保有'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('決済'));
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('決済一覧');
    await userEvent.keyboard('{Home}{ArrowRight} ');
    await expect.element(screen.getByRole('tab', { name: '履歴' })).toHaveAttribute('aria-selected', 'true');
    expect(seen).toEqual(['closed', 'history']);
    const panel = screen.getByRole('tabpanel').element();
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('履歴').id);
    expect(tab('履歴').getAttribute('aria-controls')).toBe(panel.id);
    // One tab stop: Tab leaves the strip for its panel, not the next tab.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(panel);
  });

  // Issue 18: on positions at 390 px the chosen 'Holding (2)' sat cut at the right edge of its strip.
  it('should scroll a chosen tab that lies past the edge fully into view and fade the side with more', async () => {
    const many = ['New shares (0)', 'Copy trading (0)', 'Holding (2)', 'Pending (0)', 'History (12)'].map(
      (label, i) => ({ value: `t${i}`, label, content: label }),
    );
    const screen = await render(
      <TsumikiProvider>
        <div style={{ width: 220 }}>
          <Tabs label="Positions" items={many} value="t2" />
        </div>
      </TsumikiProvider>,
    );
    const list = screen.getByRole('tablist').element() as HTMLElement;
    const inside = (name: string) => {
      const tab = screen.getByRole('tab', { name }).element().getBoundingClientRect();
      const box = list.getBoundingClientRect();
      return tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5;
    };
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The strip moves in the ResizeObserver's first report, after the browser's layout and before the paint.
    await expect.poll(() => inside('Holding (2)')).toBe(true);
    await expect.poll(() => list.dataset.more).toBe('start end');
  });

  it('should bring the chosen tab back into view when the labels grow after their counts arrive', async () => {
    function Strip({ counted }: { counted: boolean }) {
      const names = ['New shares', 'Copy trading', 'Holding', 'Pending', 'History'];
      return (
        <div style={{ width: 260 }}>
          <Tabs
            label="Positions"
            value="t2"
            items={names.map((name, i) => ({
              value: `t${i}`,
              label: counted ? `${name} (${i + 10})` : name.slice(0, 1),
              content: name,
            }))}
          />
        </div>
      );
    }
    const screen = await render(
      <TsumikiProvider>
        <Strip counted={false} />
      </TsumikiProvider>,
    );
    await screen.rerender(
      <TsumikiProvider>
        <Strip counted />
      </TsumikiProvider>,
    );
    const list = screen.getByRole('tablist').element() as HTMLElement;
    const tab = () => screen.getByRole('tab', { name: 'Holding (12)' }).element().getBoundingClientRect();
    await expect.poll(() => tab().right <= list.getBoundingClientRect().right + 0.5).toBe(true);
  });
});
