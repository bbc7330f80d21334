import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputText, parseAmountInput } from '../format/format';

/** Props of an amount input: the applied amount in minor units and the callback with what was typed. */
export interface AmountFieldProps {
  label: string;
  minor: number;
  decimals: number;
  /** The core's validation code for this field, if the last input was refused. */
  errorKey: string | undefined;
  onChange: (value: number) => void;
  testId: string;
  disabled?: boolean;
}

/**
 * An amount input with the numeric keypad on touch screens (`inputMode="decimal"`). The typed text
 * goes to the coupon service as it is; the service validates it and keeps or refuses it.
 */
export function AmountField({ label, minor, decimals, errorKey, onChange, testId, disabled = false }: AmountFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(() => amountInputText(minor, decimals));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(amountInputText(minor, decimals));
  }, [minor, decimals, editing]);
  return (
    <div className="amount-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        data-testid={testId}
        value={text}
        disabled={disabled}
        aria-invalid={errorKey ? 'true' : 'false'}
        aria-describedby={errorKey ? `${id}-error` : undefined}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseAmountInput(event.target.value));
        }}
      />
      {errorKey ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {t(errorKey)}
        </span>
      ) : null}
    </div>
  );
}
