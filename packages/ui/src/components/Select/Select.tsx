import { Select as RadixSelect } from 'radix-ui';
import type { FieldProps } from '../Field/Field';
import { FieldFrame } from '../Field/Field';
import * as field from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { usePortalContainer } from '../TsumikiProvider/TsumikiProvider';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldProps {
  /** The choices, with their values. */
  options: readonly SelectOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the value the customer picks. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. Default none. */
  placeholder?: string;
  /** Blocks interaction. */
  disabled?: boolean;
  /** Form field name. Default none. */
  name?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** A labelled pick-one list (Radix Select: typeahead, keyboard, portalled inside the theme). */
export function Select({
  label,
  hint,
  error,
  id,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  name,
  className,
}: SelectProps) {
  const container = usePortalContainer();
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          name={name}
        >
          <RadixSelect.Trigger
            {...control}
            className={cx(field.box, styles.trigger)}
            data-invalid={Boolean(error)}
            data-disabled={Boolean(disabled)}
          >
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon className={styles.icon}>
              <Icon name="chevronDown" size={18} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={6}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((o) => (
                  <RadixSelect.Item
                    key={o.value}
                    value={o.value}
                    disabled={o.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <Icon name="check" size={18} />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
