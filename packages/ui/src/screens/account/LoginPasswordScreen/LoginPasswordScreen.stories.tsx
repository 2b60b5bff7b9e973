import type { Meta, StoryObj } from '@storybook/react-vite';
import { passwordChangeErrors, translateMessage, translateRule } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../storyLabels';
import { LoginPasswordScreen } from './LoginPasswordScreen';

const meta = {
  title: 'Screens/Account/LoginPasswordScreen',
  component: LoginPasswordScreen,
  args: {
    labels: storyLabels({}, 'account'),
    values: { oldPassword: 'sakura-2026', newPassword: 'momiji-2027', repeatPassword: 'momiji-2027' },
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals, parameters }) => {
    const i18n = storyI18n(globals);
    return (
      <LoginPasswordScreen
        {...args}
        labels={storyLabels(globals, 'account')}
        {...(parameters.validate
          ? { errors: passwordChangeErrors(args.values, (c, p) => translateRule(i18n, c, p)) }
          : {})}
        {...(parameters.msg ? { failure: translateMessage(i18n, parameters.msg as string) } : {})}
      />
    );
  },
} satisfies Meta<typeof LoginPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Invalid: Story = {
  args: { values: { oldPassword: '', newPassword: 'abc', repeatPassword: 'abd' } },
  parameters: { validate: true },
};
export const WrongOriginal: Story = { parameters: { msg: 'password.wrongOriginal' } };
export const Done: Story = { args: { done: true } };
