import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginErrors, translateMessage, translateRule } from '@tsumiki/sdk';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyI18n, storyLabels } from '../../account/storyLabels';
import { AuthForm, type AuthFormProps } from './AuthForm';

type Values = { account: string; password: string };

/** The bare shared form, as the sign-in screen fills it, with its values held by the story. */
function Demo({
  globals,
  refused,
  ...props
}: AuthFormProps<Values> & { globals: { locale?: unknown }; refused: boolean }) {
  const i18n = storyI18n(globals);
  const labels = storyLabels(globals, 'auth');
  const [values, setValues] = useState(props.values);
  // The refusal texts come from the SDK: its validation of the form and the server's msg.
  const errors = refused ? loginErrors(values, (code, params) => translateRule(i18n, code, params)) : {};
  return (
    <AuthForm
      {...props}
      labels={labels}
      values={values}
      onChange={setValues}
      errors={errors}
      {...(refused ? { failure: translateMessage(i18n, 'auth.wrongCredentials') } : {})}
      submitLabel={labels.submitLogin}
      elsewhere={{ text: labels.noAccount, linkText: labels.toRegister, href: '/login/register' }}
    />
  );
}

const ja = storyLabels({}, 'auth');

const meta = {
  title: 'Screens/Auth/AuthForm',
  // The generic component, fixed to the sign-in values for the story's types.
  component: AuthForm<Values>,
  args: {
    labels: ja,
    values: { account: '0901234567', password: '' },
    onChange: fn(),
    submitLabel: ja.submitLogin,
    onSubmit: fn(),
    elsewhere: { text: ja.noAccount, linkText: ja.toRegister, href: '/login/register' },
  },
  render: (args, { globals, parameters }) => (
    <Demo {...args} globals={globals} refused={Boolean(parameters.refused)} />
  ),
} satisfies Meta<typeof AuthForm<Values>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Japanese: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(ja.password), 's3cret-pass');
    await userEvent.click(canvas.getByRole('button', { name: ja.submitLogin }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: ja.toRegister })).toHaveAttribute(
      'href',
      '/login/register',
    );
  },
};
export const Chinese: Story = { globals: { locale: 'zh-CN' } };
export const English: Story = { globals: { locale: 'en' } };
export const Murasaki: Story = { globals: { theme: 'murasaki' } };
/** Inline messages under the fields and a server refusal above the form. */
export const Refused: Story = {
  parameters: { refused: true },
  args: { values: { account: '09012', password: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('アカウントまたはパスワードが正しくありません');
    await expect(canvas.getByLabelText(ja.account)).toHaveAttribute('aria-invalid', 'true');
  },
};
/** Sign-up: a password hint and `new-password`. */
export const SignUp: Story = {
  args: { passwordHint: ja.passwordHint, passwordAutoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(ja.password)).toHaveAttribute('autocomplete', 'new-password');
  },
};
