// The Storybook catalogue's own behaviour (.storybook/preview.tsx), through portable stories: a prop edited in
// the Controls panel wins over what the language toolbar gives a screen story, and a pasted brand JSON is
// validated by the kit's runtime-token validation and applied, or its problems listed.
import { composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BRAND_GLOBAL } from '../../../.storybook/brandGlobal';
import preview from '../../../.storybook/preview';
import buttonMeta, { Primary } from './components/Button/Button.stories';
import messagesMeta, { English } from './screens/messages/MessageListScreen/MessageListScreen.stories';
import { tsumikiLight } from './theme/brands/tsumiki/tokens';

describe('the catalogue', () => {
  it('shows a screen story in the toolbar language', async () => {
    const Story = composeStory(English, messagesMeta, preview);
    const screen = await render(<Story />);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Messages');
  });

  it('puts an edited labels control over what the language toolbar gives', async () => {
    const Story = composeStory(English, messagesMeta, preview);
    // What the Controls panel sends: the labels object with one text changed.
    const labels = { ...messagesMeta.args.labels, listTitle: 'Inbox of Hoshi' };
    const screen = await render(<Story labels={labels} />);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox of Hoshi');
  });

  it('applies a pasted brand JSON over the theme', async () => {
    const brand = {
      ...tsumikiLight,
      color: { ...tsumikiLight.color, brand: { ...tsumikiLight.color.brand, primary: '#0f766e' } },
    };
    const Story = composeStory(
      { ...Primary, globals: { [BRAND_GLOBAL]: JSON.stringify(brand) } },
      buttonMeta,
      preview,
    );
    const screen = await render(<Story />);
    const button = screen.getByRole('button');
    await expect.poll(() => getComputedStyle(button.element()).backgroundColor).toBe('rgb(15, 118, 110)');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('lists what is wrong with a pasted brand JSON and keeps the theme', async () => {
    const { focus: _focus, ...withoutFocus } = tsumikiLight.color;
    const broken = { ...tsumikiLight, color: { ...withoutFocus, shade: '#000' } };
    const Story = composeStory(
      { ...Primary, globals: { [BRAND_GLOBAL]: JSON.stringify(broken) } },
      buttonMeta,
      preview,
    );
    const screen = await render(<Story />);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('color.focus: expected a non-empty string');
    await expect.element(alert).toHaveTextContent('color.shade: unknown token');
    // The theme stays: Tsumiki light's primary.
    const light = screen.getByRole('button').element();
    expect(getComputedStyle(light).backgroundColor).toBe('rgb(31, 79, 209)');
  });

  it('says when the pasted text is not JSON at all', async () => {
    const NotJson = composeStory(
      { ...Primary, globals: { [BRAND_GLOBAL]: '{ "name": ' } },
      buttonMeta,
      preview,
    );
    const again = await render(<NotJson />);
    await expect.element(again.getByRole('alert')).toHaveTextContent('not JSON');
  });
});
