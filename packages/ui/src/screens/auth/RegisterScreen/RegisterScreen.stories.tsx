import type { Meta, StoryObj } from '@storybook/react-vite';
import { registerErrors, translateMessage, translateRule } from '@tsumiki/sdk';
import { fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { RegisterScreen } from './RegisterScreen';

const filled = {
  account: '0901234567',
  password: 'sakura-2026',
  repeatPassword: 'sakura-2026',
  inviteCode: 'TSU123',
  termsAccepted: true,
};

const meta = {
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  args: { labels: storyLabels({}, 'auth'), values: filled, onChange: fn(), onSubmit: fn() },
  render: (args, { globals, parameters }) => {
    const i18n = storyI18n(globals);
    const errors = parameters.validate
      ? registerErrors(args.values, (code, params) => translateRule(i18n, code, params))
      : args.errors;
    const msg = parameters.msg as string | undefined;
    return (
      <RegisterScreen
        {...args}
        labels={storyLabels(globals, 'auth')}
        {...(errors ? { errors } : {})}
        {...(msg ? { failure: translateMessage(i18n, msg) } : {})}
      />
    );
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = { globals: { locale: 'ja' } };
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
export const Invalid: Story = {
  args: {
    values: { account: '123', password: 'abc', repeatPassword: 'abd', inviteCode: '', termsAccepted: false },
  },
  parameters: { validate: true },
};
export const AccountExists: Story = { parameters: { msg: 'account.exists' } };
export const InviterNotFound: Story = { parameters: { msg: 'inviter.notFound' } };
export const Submitting: Story = { args: { submitting: true } };
