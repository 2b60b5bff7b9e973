import type { FundsPasswordMode } from '@tsumiki/sdk';
import type { Labels } from '@tsumiki/sdk/labels';
import { fillLabel } from '@tsumiki/sdk/labels';
import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { PinPad } from '../../../components/PinPad/PinPad';
import * as page from '../page.css';

/** The PINs entered, in the order of the mode's steps. */
export interface FundsPasswordPins {
  old?: string;
  next: string;
  repeat: string;
}

export interface FundsPasswordScreenProps {
  /** The `account` labels in the reader's language: `labelsFor(i18n, 'account')` from `@tsumiki/sdk`; edit them to reword it. */
  labels: Labels<'account'>;
  /** `set` before first use (with the login password), `change` afterwards (from `fundsPasswordMode`). */
  mode: FundsPasswordMode;
  /** Set mode: the login password the contract asks for. */
  loginPassword?: string;
  /** Called with the login password as typed (setting a funds password needs it). */
  onLoginPasswordChange?: (value: string) => void;
  /** The login password's error, translated. */
  loginPasswordError?: string;
  /**
   * The SDK's check of one PIN (`pinIssue`), translated; `mustEqual` for the repeat step; `step` says which PIN
   * it is (`next`, the new one, must not be a run or a repeat; `old` is checked for its form only).
   */
  validatePin: (pin: string, mustEqual?: string, step?: 'old' | 'next' | 'repeat') => string | undefined;
  /** Called with every PIN once the last step is valid. */
  onSubmit: (pins: FundsPasswordPins) => void;
  /** The new password is being sent. */
  submitting?: boolean;
  /** A server refusal (wrong original, too many attempts), translated. Default none. */
  failure?: string;
  /** Saved. Default `false`. */
  done?: boolean;
  /**
   * A read the screen needs failed (after the SDK's retries), translated: the screen says so with a retry
   * instead of a form built on missing data. Default none.
   */
  loadError?: string;
  /** Called when the customer asks to read again after `loadError`; without it the error has no retry button. */
  onRetry?: () => void;
}

type Step = 'old' | 'next' | 'repeat';

/** /mine/fundPassword: six-digit PIN steps on the kit's PinPad, to set (before first use) or change. */
export function FundsPasswordScreen({
  labels,
  mode,
  loginPassword = '',
  onLoginPasswordChange,
  loginPasswordError,
  validatePin,
  onSubmit,
  submitting = false,
  failure,
  done = false,
  loadError,
  onRetry,
}: FundsPasswordScreenProps) {
  const steps: Step[] = mode === 'set' ? ['next', 'repeat'] : ['old', 'next', 'repeat'];
  const [index, setIndex] = useState(0);
  const [pins, setPins] = useState<Partial<Record<Step, string>>>({});
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const step = steps[index] ?? 'repeat';
  const title = { old: labels.enterOldPin, next: labels.enterNewPin, repeat: labels.repeatPin }[step];

  const complete = (value: string) => {
    const problem = validatePin(value, step === 'repeat' ? pins.next : undefined, step);
    if (problem) {
      setError(problem);
      setPin('');
      return;
    }
    const all = { ...pins, [step]: value };
    setPins(all);
    setError(undefined);
    setPin('');
    if (index < steps.length - 1) setIndex(index + 1);
    else onSubmit({ ...(all.old ? { old: all.old } : {}), next: all.next ?? '', repeat: value });
  };
  const startOver = () => {
    setIndex(0);
    setPins({});
    setPin('');
    setError(undefined);
  };

  if (done) {
    return (
      <div className={page.page}>
        <h1 className={page.title}>{labels.fundsPasswordTitle}</h1>
        <p className={`${page.notice} ${page.noticeSuccess}`} role="status">
          {mode === 'set' ? labels.fundsSetDone : labels.fundsChangedDone}
        </p>
      </div>
    );
  }
  if (loadError)
    return (
      <div className={page.page}>
        <h1 className={page.title}>{labels.fundsPasswordTitle}</h1>
        <ErrorState
          title={labels.loadFailed}
          description={loadError}
          retryLabel={labels.retry}
          {...(onRetry ? { onRetry } : {})}
        />
      </div>
    );
  return (
    <div className={page.page}>
      <h1 className={page.title}>{labels.fundsPasswordTitle}</h1>
      <p className={page.lead}>{mode === 'set' ? labels.fundsSetIntro : labels.fundsChangeIntro}</p>
      {failure && (
        <p className={`${page.notice} ${page.noticeDanger}`} role="alert">
          {failure}
        </p>
      )}
      {mode === 'set' && (
        <PasswordField
          label={labels.loginPasswordForSet}
          value={loginPassword}
          onChange={(v) => onLoginPasswordChange?.(v)}
          revealLabel={labels.showPassword}
          {...(loginPasswordError ? { error: loginPasswordError } : {})}
        />
      )}
      <p className={page.meta} aria-live="polite">
        {fillLabel(labels.stepOf, { step: index + 1, total: steps.length })}
      </p>
      <PinPad
        key={step}
        label={title}
        value={pin}
        onChange={(v) => {
          setPin(v);
          if (v !== '') setError(undefined);
        }}
        onComplete={complete}
        {...(error ? { error } : {})}
        deleteLabel={labels.pinDelete}
        progressLabel={(entered, length) => fillLabel(labels.pinProgress, { count: length, entered })}
        disabled={submitting}
      />
      {(index > 0 || failure) && (
        <Button variant="ghost" onClick={startOver} disabled={submitting}>
          {labels.startOver}
        </Button>
      )}
    </div>
  );
}
