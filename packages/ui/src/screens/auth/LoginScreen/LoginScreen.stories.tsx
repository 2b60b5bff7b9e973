import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginErrors, translateMessage, translateRule } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  args: {
    labels: storyLabels({}, 'auth'),
    values: { account: '0901234567', password: '', remember: true },
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args, { globals, parameters }) => {
    const i18n = storyI18n(globals);
    const errors = parameters.validate
      ? loginErrors(args.values, (code, params) => translateRule(i18n, code, params))
      : args.errors;
    const msg = parameters.msg as string | undefined;
    const text = msg ? translateMessage(i18n, msg) : undefined;
    return (
      <LoginScreen
        {...args}
        labels={storyLabels(globals, 'auth')}
        {...(errors ? { errors } : {})}
        {...(text && parameters.refusal
          ? {
              refusal: {
                message: text,
                ...(parameters.serviceUrl ? { serviceUrl: parameters.serviceUrl as string } : {}),
              },
            }
          : {})}
        {...(text && !parameters.refusal ? { failure: text } : {})}
      />
    );
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Invalid: Story = {
  args: { values: { account: '09012', password: '', remember: false } },
  parameters: { validate: true },
};
export const WrongPassword: Story = {
  args: { values: { account: '0901234567', password: 'secret-42', remember: false } },
  parameters: { msg: 'auth.wrongCredentials' },
};
export const Submitting: Story = {
  args: { values: { account: '0901234567', password: 'secret-42', remember: true }, submitting: true },
};
export const Banned: Story = {
  parameters: { msg: 'account.banned', refusal: true, serviceUrl: 'https://support.example.jp/chat' },
};
export const FrozenNoService: Story = { parameters: { msg: 'account.frozen', refusal: true } };
