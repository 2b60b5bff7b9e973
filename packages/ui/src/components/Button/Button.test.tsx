import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../../theme/vars.css';
import { Button } from './Button';

describe('Button', () => {
  it('should render a native button that defaults to type=button', async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Button>注文</Button>
      </div>,
    );
    const button = screen.getByRole('button', { name: '注文' });
    await expect.element(button).toHaveAttribute('type', 'button');
  });
});
