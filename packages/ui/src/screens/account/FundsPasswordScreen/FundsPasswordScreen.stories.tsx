import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinIssue, translateMessage, translateRule } from '@tsumiki/sdk';
import { expect, fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../storyLabels';
import { FundsPasswordScreen } from './FundsPasswordScreen';

const meta = {
  title: 'Screens/Account/FundsPasswordScreen',
  component: FundsPasswordScreen,
  args: {
    labels: storyLabels({}, 'account'),
    mode: 'set',
    loginPassword: '',
    onLoginPasswordChange: fn(),
    validatePin: () => undefined,
    onSubmit: fn(),
  },
  render: (args, { globals, parameters }) => {
    const i18n = storyI18n(globals);
    return (
      <FundsPasswordScreen
        {...args}
        labels={storyLabels(globals, 'account')}
        validatePin={(pin, mustEqual) => {
          const found = pinIssue(pin, mustEqual);
          return found ? translateRule(i18n, found.code, found.params) : undefined;
        }}
        {...(parameters.msg ? { failure: translateMessage(i18n, parameters.msg as string) } : {})}
      />
    );
  },
} satisfies Meta<typeof FundsPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Change: Story = { args: { mode: 'change' } };
export const WrongOriginal: Story = { args: { mode: 'change' }, parameters: { msg: 'fundsPassword.wrong' } };
export const Done: Story = { args: { done: true } };

/** Whether a trade password is set did not load: an error with a retry, not a guessed mode. */
export const LoadError: Story = {
  args: { loadError: 'Request failed with status code 503', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('読み込めませんでした');
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};
