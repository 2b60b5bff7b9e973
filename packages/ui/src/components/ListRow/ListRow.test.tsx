import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { LinkComponentProps } from '../TsumikiProvider/TsumikiProvider';
import { TsumikiProvider } from '../TsumikiProvider/TsumikiProvider';
import { Cell, CellGrid, List, ListRow } from './ListRow';

function RouterLink(props: LinkComponentProps) {
  return <a data-router="yes" {...props} />;
}

describe('ListRow', () => {
  it('should render a link through the injected component, a button, and static rows as list items', async () => {
    let clicks = 0;
    const screen = await render(
      <TsumikiProvider linkComponent={RouterLink}>
        <List heading="メニュー">
          <ListRow title="入金" href="#/mine/deposit" />
          <ListRow
            title="言語"
            onClick={() => {
              clicks += 1;
            }}
          />
          <ListRow title="バージョン" trailing="1.0.0" />
        </List>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('region', { name: 'メニュー' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: '入金' })).toHaveAttribute('data-router', 'yes');
    await screen.getByRole('button', { name: '言語' }).click();
    expect(clicks).toBe(1);
    expect(screen.getByRole('listitem').all()).toHaveLength(3);
  });

  it('should pair labels with values in a description list', async () => {
    const screen = await render(
      <TsumikiProvider>
        <CellGrid>
          <Cell label="手数料" value="120円" />
        </CellGrid>
      </TsumikiProvider>,
    );
    await expect.element(screen.getByRole('term')).toHaveTextContent('手数料');
    await expect.element(screen.getByRole('definition')).toHaveTextContent('120円');
  });
});
